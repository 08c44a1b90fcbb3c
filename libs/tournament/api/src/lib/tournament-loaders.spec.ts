import type { TournamentPubSub } from '@arbiter/tournament-application';
import { Clock } from '@arbiter/tournament-application';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@arbiter/identity-application';
import type { TournamentContext } from './tournament-context.js';
import { createTournamentLoaders } from './tournament-loaders.js';
import { TournamentGraphql } from './tournament.graphql.js';

const settings = { name: 'x', mode: 'duel', publicView: true, inviteCode: null };

/** A query bus over canned data that counts what it is asked, by query class. */
function countingBus(tournaments: number) {
  const calls: string[] = [];
  const ids = Array.from({ length: tournaments }, (_, i) => `t${i}`);
  const answer = (query: object): unknown => {
    const name = query.constructor.name;
    calls.push(name);
    const keys = (query as { tournamentIds?: string[] }).tournamentIds ?? [];
    switch (name) {
      case 'ListTournamentsQuery':
        return ids.map((id) => ({ tournamentId: id, organizerId: `org-${id}`, settings, champions: [], topCut: null }));
      case 'GetViewerRolesQuery':
        return new Map(keys.map((id) => [id, ['player']]));
      case 'GetAccounts':
        return (query as { accountIds: string[] }).accountIds.map((id) => ({ accountId: id, displayName: id }));
      case 'ListPlayersQuery':
        return new Map(keys.map((id) => [id, [1, 2, 3].map((n) => ({ tournamentId: id, playerId: `${id}-p${n}`, entrantId: `${id}-p${n}` }))]));
      case 'ListEntrantMatchesQuery':
        return new Map(
          (query as { keys: { tournamentId: string; entrantId: string }[] }).keys.map((key) => [
            `${key.tournamentId}/${key.entrantId}`,
            [{ matchId: `${key.entrantId}-m1`, seats: [] }],
          ]),
        );
      case 'ListRoundsQuery':
      case 'ListStaffQuery':
        return new Map(keys.map((id) => [id, []]));
      default:
        throw new Error(`unexpected query ${name}`);
    }
  };
  const bus = { execute: (query: object) => Promise.resolve(answer(query)) } as unknown as QueryBus;
  return { bus, calls };
}

async function queriesFor(tournaments: number): Promise<string[]> {
  const { bus, calls } = countingBus(tournaments);
  const contribution = new TournamentGraphql({} as CommandBus, bus, new Clock(), {} as TournamentPubSub);
  const schema = createSchema<TournamentContext>({ typeDefs: contribution.typeDefs, resolvers: contribution.resolvers() });
  const viewer: Viewer = { accountId: 'a1', email: 'a@b.c', displayName: 'A', organizer: false };
  // Through yoga itself, as the api runs it (graphql ships two module builds; yoga picks its own).
  const context: TournamentContext = { viewer, tournamentLoaders: createTournamentLoaders(bus, viewer) };
  const yoga = createYoga<object, TournamentContext>({ schema, logging: false, context: () => context });
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ tournaments { id organizer { displayName } viewerRoles staff { role } rounds { number } players { id matches { id } } } }` }),
  });
  const result = (await response.json()) as { errors?: unknown; data?: { tournaments: unknown[] } };
  expect(result.errors).toBeUndefined();
  expect(result.data?.tournaments).toHaveLength(tournaments);
  return calls.sort();
}

describe('nested lists of the tournaments query', () => {
  it('cost one query per level whether there are 2 or 20 tournaments (no N+1)', async () => {
    const few = await queriesFor(2);
    const many = await queriesFor(20);
    expect(many).toEqual(few);
    expect(many).toEqual([
      'GetAccounts',
      'GetViewerRolesQuery',
      'ListEntrantMatchesQuery',
      'ListPlayersQuery',
      'ListRoundsQuery',
      'ListStaffQuery',
      'ListTournamentsQuery',
    ]);
  });
});
