/**
 * The baseline of the web benchmark: a bare `node:http` static file server that answers every
 * GET with one file's bytes as stored (already compressed), its content type, encoding and ETag,
 * nothing else: what a CDN or nginx serving a prebuilt file would do.
 *
 *   node tools/run-ts.mjs tools/bench/web/static-server.ts <file> <content-type> <content-encoding> <etag>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType, contentEncoding, etag] = process.argv.slice(2);
if (!file || !contentType || !contentEncoding || !etag) {
  console.error('usage: static-server.ts <file> <content-type> <content-encoding> <etag>');
  process.exit(2);
}
const body = readFileSync(file);
const headers = {
  'content-type': contentType,
  'content-length': body.length,
  etag,
  'cache-control': 'public, max-age=5',
  vary: 'accept-encoding',
  ...(contentEncoding === 'identity' ? {} : { 'content-encoding': contentEncoding }),
};
const server = createServer((request, response) => {
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag });
    response.end();
    return;
  }
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`static server ready on port ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
