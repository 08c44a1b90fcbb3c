import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Requests a process answers for itself before it opens its port. A process started after a
 * crash (or a deploy) in the middle of an event gets its share of two thousand players within a
 * second: cold, it opens its database connections one request at a time and runs the request path
 * in V8's interpreter, so its first answers came several times slower than its peers' (the
 * regional simulation's pairings spike after a restart). It first opens every connection of its
 * pool, then sends itself `requests` anonymous GraphQL reads of a tournament that does not exist
 * (in-process, `fastify.inject`: the whole HTTP, GraphQL and database path, nothing stored).
 */
/** What the warm-up asks (each for a tournament id that does not exist). */
export const WARM_UP_DOCUMENTS: readonly string[] = [
  'query ($t: ID!) { pairings(tournamentId: $t) { round tables { matchId } } }',
  'query ($t: ID!) { tournament(id: $t) { id name status } }',
  'query ($t: ID!) { standings(tournamentId: $t) { throughRound rows { rank } } }',
];

export async function warmUp(app: INestApplication, requests: number, poolSize: number): Promise<void> {
  if (requests <= 0) return;
  const dataSource = app.get(DataSource);
  await Promise.all(Array.from({ length: poolSize }, () => dataSource.query('SELECT 1')));
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const width = Math.max(1, poolSize);
  for (let sent = 0; sent < requests; sent += width) {
    await Promise.all(
      Array.from({ length: Math.min(width, requests - sent) }, (_, lane) =>
        fastify.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: WARM_UP_DOCUMENTS[(sent + lane) % WARM_UP_DOCUMENTS.length], variables: { t: randomUUID() } }),
        }),
      ),
    );
  }
}
