import { OutboxStore } from '@arbiter/event-store';
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { createGraphqlServer, type GraphqlServer } from '@arbiter/graphql-server';
import { ConfigModule, DatabaseModule, loadConfig, RedisModule } from '@arbiter/platform-runtime';
import {
  CreateTournamentCommand,
  RegisterPlayerCommand,
  TournamentAccess,
  TournamentModule,
  tournamentMigrations,
} from '@arbiter/tournament-application';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueModule } from '../lib/nest/queue.module.js';
import { DeadLetterStore } from '../lib/dead-letters/dead-letter.store.js';
import { DeadLettersGraphql, type DeadLetterContext } from './dead-letters.graphql.js';

const schema = `queue_graphql_${randomBytes(4).toString('hex')}`;
const config = loadConfig({ ...process.env, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema });

@Module({
  imports: [
    ConfigModule.forRoot(config),
    DatabaseModule.forRoot({ applicationName: 'arbiter-test-dead-letters', migrations: tournamentMigrations }),
    RedisModule,
    CqrsModule.forRoot(),
    TournamentModule,
    QueueModule.forApi({ topics: ['score-reporting'] }),
  ],
})
class DeadLetterTestModule {}

const organizer = { accountId: 'acc-organizer', organizer: true };
const player = { accountId: 'acc-player', organizer: false };
const stranger = { accountId: 'acc-stranger', organizer: false };

let app: INestApplicationContext;
let server: GraphqlServer;
let outbox: OutboxStore;
let tournamentId = '';
const letterIds: string[] = [];

/** The viewer comes from a test header, as the api's context factory takes it from the token. */
async function graphql(query: string, variables: Record<string, unknown>, viewer: DeadLetterContext['viewer']) {
  const response = await server.fetch(
    'http://localhost/graphql',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
    { req: { headers: { 'x-viewer': JSON.stringify(viewer) }, ip: '127.0.0.1' } },
  );
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

const listQuery = `query ($id: ID!, $limit: Int) { deadLetters(tournamentId: $id, limit: $limit) { id topic tournamentId code message attempts payload } }`;
const retryMutation = `mutation ($id: ID!) { retryDeadLetter(id: $id) { id code } }`;
const codeOf = (response: Awaited<ReturnType<typeof graphql>>) => response.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(DeadLetterTestModule, { logger: ['error'] });
  await app.init();
  const contribution = new DeadLettersGraphql(app.get(DeadLetterStore), app.get(TournamentAccess));
  server = createGraphqlServer([contribution], { create: (request) => ({ viewer: JSON.parse(String(request.headers['x-viewer'])) as unknown }) }, {});
  const commands = app.get(CommandBus);
  ({ tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Dead Letter Open', mode: 'match' })));
  await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: player.accountId, displayName: 'P' }, null, null));
  outbox = new OutboxStore(app.get(DataSource));
  for (const reason of ['MATCH.ALREADY_FINAL: the match was decided before this report', 'QUEUE.PROCESSING_FAILED: Error: select secret']) {
    const id = randomUUID();
    await outbox.add([{ id, topic: 'score-reporting', payload: { tournamentId, matchId: 'm1', reportId: id } }]);
    await outbox.recordFailure(id, reason, true);
    letterIds.push(id);
  }
});
afterAll(async () => {
  await app.get(DataSource).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await app.close();
});

describe('deadLetters', () => {
  it("lists a tournament's dead letters with their codes for its organizer (issue 7: dead letters through GraphQL)", async () => {
    const response = await graphql(listQuery, { id: tournamentId }, organizer);
    expect(response.errors).toBeUndefined();
    expect(response.data?.['deadLetters']).toEqual([
      expect.objectContaining({ id: letterIds[0], code: 'MATCH.ALREADY_FINAL', message: 'the match was decided before this report', attempts: 1 }),
      expect.objectContaining({ id: letterIds[1], code: 'QUEUE.PROCESSING_FAILED', message: expect.not.stringContaining('secret') }),
    ]);
  });

  it('answers anyone but the organizer with the code of the refusal', async () => {
    expect(codeOf(await graphql(listQuery, { id: tournamentId }, null))).toBe('AUTH.UNAUTHENTICATED');
    expect(codeOf(await graphql(listQuery, { id: tournamentId }, player))).toBe('AUTH.FORBIDDEN');
    expect(codeOf(await graphql(listQuery, { id: tournamentId }, stranger))).toBe('AUTH.FORBIDDEN');
    expect(codeOf(await graphql(listQuery, { id: 'no-such-tournament' }, organizer))).toBe('TOURNAMENT.NOT_FOUND');
    expect(codeOf(await graphql(listQuery, { id: tournamentId, limit: 0 }, organizer))).toBe('DEAD_LETTER.INVALID_LIMIT');
  });
});

describe('retryDeadLetter', () => {
  it('puts the message back in the pipeline once, for the organizer only', async () => {
    const id = letterIds[0];
    expect(codeOf(await graphql(retryMutation, { id }, player))).toBe('AUTH.FORBIDDEN');
    expect((await outbox.get(id ?? ''))?.status).toBe('dead');

    const retried = await graphql(retryMutation, { id }, organizer);
    expect(retried.data?.['retryDeadLetter']).toEqual({ id, code: 'MATCH.ALREADY_FINAL' });
    expect(await outbox.get(id ?? '')).toMatchObject({ status: 'pending', enqueuedAt: null });
    expect(codeOf(await graphql(retryMutation, { id }, organizer))).toBe('DEAD_LETTER.NOT_FOUND');
    expect(codeOf(await graphql(retryMutation, { id: randomUUID() }, organizer))).toBe('DEAD_LETTER.NOT_FOUND');
  });
});
