// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads: a test file that
// renders with the runtime kit imports this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
