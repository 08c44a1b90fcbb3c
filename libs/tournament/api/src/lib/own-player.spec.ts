import type { Viewer } from '@arbiter/identity-application';
import { Clock, type TournamentPubSub } from '@arbiter/tournament-application';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { TournamentContext } from './tournament-context.js';
import { createTournamentLoaders } from './tournament-loaders.js';
import { TournamentGraphql } from './tournament.graphql.js';

const TOURNAMENT = 't1';
const FIELD = 2_000;
const viewer: Viewer = { accountId: 'acc-1234', email: 'p@example.org', displayName: 'P', organizer: false };

/** The registered field of a Regional: the viewer is one player among 2,000. */
const field = Array.from({ length: FIELD }, (_, n) => ({ tournamentId: TOURNAMENT, playerId: `p${n}`, accountId: `acc-${n}`, entrantId: `p${n}` }));
const own = field[1234];

/**
 * A query bus over canned data that records what it is asked, by query class. It answers the
 * list of players too, so a resolver that still loaded the field would find the right player
 * and only the recorded queries tell the two ways apart.
 */
function recordingBuses() {
  const asked: string[] = [];
  const answer = (query: object): unknown => {
    const name = query.constructor.name;
    asked.push(name);
    const ids = (query as { tournamentIds?: string[] }).tournamentIds ?? [];
    switch (name) {
      case 'GetOwnPlayersQuery':
        return new Map(ids.filter((id) => id === TOURNAMENT).map((id) => [id, own]));
      case 'ListPlayersQuery':
        return new Map(ids.map((id) => [id, field]));
      case 'GetPlayerQuery':
        return { player: field.find((player) => player.playerId === (query as { playerId: string }).playerId), matches: [] };
      case 'GetTournamentsQuery':
        return new Map(ids.map((id) => [id, { tournamentId: id }]));
      case 'GetMyPairingQuery':
        return { tournamentId: TOURNAMENT, round: 3, playerId: own?.playerId, entrantId: own?.entrantId, match: null };
      default:
        throw new Error(`unexpected query ${name}`);
    }
  };
  const queries = { execute: (query: object) => Promise.resolve(answer(query)) } as unknown as QueryBus;
  const commands = { execute: () => Promise.resolve({}) } as unknown as CommandBus;
  return { queries, commands, asked };
}

async function send(document: string): Promise<{ data: unknown; asked: string[] }> {
  const { queries, commands, asked } = recordingBuses();
  const contribution = new TournamentGraphql(commands, queries, new Clock(), {} as TournamentPubSub);
  const schema = createSchema<TournamentContext>({ typeDefs: contribution.typeDefs, resolvers: contribution.resolvers() });
  const context: TournamentContext = { viewer, tournamentLoaders: createTournamentLoaders(queries, viewer) };
  const yoga = createYoga<object, TournamentContext>({ schema, logging: false, context: () => context });
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document }),
  });
  const result = (await response.json()) as { errors?: unknown; data?: unknown };
  expect(result.errors).toBeUndefined();
  return { data: result.data, asked };
}

describe("a player's own requests find the player by (tournament, account), never by loading the field", () => {
  it('submitDecklist without a player id, and its answer', async () => {
    const { data, asked } = await send(`mutation { submitDecklist(input: { tournamentId: "${TOURNAMENT}", deckCode: "CODE" }) { id } }`);
    expect(data).toEqual({ submitDecklist: { id: 'p1234' } });
    expect(asked).toEqual(['GetOwnPlayersQuery', 'GetOwnPlayersQuery']);
  });

  it("a self-registration's answer", async () => {
    const { data, asked } = await send(`mutation { registerPlayer(input: { tournamentId: "${TOURNAMENT}", inviteCode: "CODE" }) { id } }`);
    expect(data).toEqual({ registerPlayer: { id: 'p1234' } });
    expect(asked).toEqual(['GetOwnPlayersQuery']);
  });

  it('withdrawRegistration and leaveTeam of the caller', async () => {
    for (const document of [
      `mutation { withdrawRegistration(tournamentId: "${TOURNAMENT}") { id } }`,
      `mutation { leaveTeam(tournamentId: "${TOURNAMENT}") { id } }`,
    ]) {
      const { asked } = await send(document);
      expect(asked).toContain('GetOwnPlayersQuery');
      expect(asked).not.toContain('ListPlayersQuery');
    }
  });

  it("the tournament's viewerPlayer and myPairing's player", async () => {
    const viewerPlayer = await send(`{ tournament(id: "${TOURNAMENT}") { viewerPlayer { id } } }`);
    expect(viewerPlayer.data).toEqual({ tournament: { viewerPlayer: { id: 'p1234' } } });
    const myPairing = await send(`{ myPairing(tournamentId: "${TOURNAMENT}") { round player { id } } }`);
    expect(myPairing.data).toEqual({ myPairing: { round: 3, player: { id: 'p1234' } } });
    for (const { asked } of [viewerPlayer, myPairing]) {
      expect(asked).toContain('GetOwnPlayersQuery');
      expect(asked).not.toContain('ListPlayersQuery');
    }
  });
});
