/**
 * The baseline of the api benchmark: a bare `node:http` server that answers every request with
 * the same precomputed bytes (the GraphQL response of the pairings query), nothing else.
 *
 *   node tools/run-ts.mjs tools/bench/api/raw-server.ts <file with the response body>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.argv[2];
if (!file) {
  console.error('usage: raw-server.ts <response body file>');
  process.exit(2);
}
const body = readFileSync(file);
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`raw server ready on port ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
