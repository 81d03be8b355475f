// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads (node has them:
// the assignment changes nothing there).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
