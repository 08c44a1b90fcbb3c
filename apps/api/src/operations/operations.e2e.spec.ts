import { OutboxStore } from '@arbiter/event-store';
import { metricNames } from '@arbiter/platform-metrics';
import { metricValue } from '@arbiter/platform-queue/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { ops } from '../testing/tournament-driver.js';

/**
 * What an operator of the api sees besides the product: `/metrics` for Prometheus and the
 * dead letters of the score-reporting pipeline, served by the same process as GraphQL.
 */
let harness: ApiHarness;
let host: Session;
let tournamentId = '';
const deadLetterId = randomUUID();

const deadLetters = `query($t: ID!) { deadLetters(tournamentId: $t) { id topic tournamentId code attempts } }`;
const retry = `mutation($id: ID!) { retryDeadLetter(id: $id) { id code } }`;

beforeAll(async () => {
  harness = await startApiHarness();
  host = await organizer(harness, `host-${randomUUID()}@example.org`);
  const created = await host.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Operations Open', mode: 'duel' },
  });
  tournamentId = created.createTournament.id;
  // A report the pipeline gave up on, as the runner records one (the worker is not running here).
  const outbox = new OutboxStore(harness.api.app.get(DataSource));
  await outbox.add([{ id: deadLetterId, topic: 'score-reporting', payload: { tournamentId, matchId: 'm-1', reportId: deadLetterId } }]);
  await outbox.recordFailure(deadLetterId, 'MATCH.ALREADY_FINAL: the match was decided before this report', true);
});
afterAll(() => harness.stop());

describe('/metrics on the api', () => {
  it('serves Prometheus text with the outbox backlog by topic and status', async () => {
    const url = harness.api.graphqlUrl.replace(/\/graphql$/, '/metrics');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(metricValue(text, metricNames.outboxMessages, { topic: 'score-reporting', status: 'dead' })).toBe(1);
    expect(text).toContain(`${metricNames.outboxMessages}{topic="pairing",status="pending"} 0`);
  });
});

describe('dead letters through GraphQL', () => {
  it('lists a tournament dead letter with its code for the organizer', async () => {
    const data = await host.ok<{ deadLetters: { id: string; code: string; topic: string }[] }>(deadLetters, { t: tournamentId });
    expect(data.deadLetters).toEqual([
      expect.objectContaining({ id: deadLetterId, topic: 'score-reporting', tournamentId, code: 'MATCH.ALREADY_FINAL', attempts: 1 }),
    ]);
  });

  it('refuses players and anonymous callers with stable codes and keeps the letter', async () => {
    const player = await signUp(harness, `p-${randomUUID()}@example.org`, 'Player');
    expect(await player.fails(deadLetters, { t: tournamentId })).toBe('AUTH.FORBIDDEN');
    expect(await player.fails(retry, { id: deadLetterId })).toBe('AUTH.FORBIDDEN');
    const anonymous = await harness.graphql(deadLetters, { t: tournamentId });
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('AUTH.UNAUTHENTICATED');
    const data = await host.ok<{ deadLetters: unknown[] }>(deadLetters, { t: tournamentId });
    expect(data.deadLetters).toHaveLength(1);
  });

  it('puts a dead letter back into the pipeline when the organizer retries it', async () => {
    const data = await host.ok<{ retryDeadLetter: { id: string } }>(retry, { id: deadLetterId });
    expect(data.retryDeadLetter.id).toBe(deadLetterId);
    const after = await host.ok<{ deadLetters: unknown[] }>(deadLetters, { t: tournamentId });
    expect(after.deadLetters).toEqual([]);
  });
});
