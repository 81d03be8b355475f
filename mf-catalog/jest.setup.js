// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
