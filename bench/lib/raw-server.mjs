// The reference of the throughput benchmark: a bare node:http server, in its own process like the
// API, that answers every request with one file's bytes. Usage: raw-server.mjs <port> <type> <file>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, contentType, file] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
