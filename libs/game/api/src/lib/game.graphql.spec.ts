import type { OnlineGameRead } from '@arbiter/game-application';
import { decideOnlineGame, evolveOnlineGame, type ExistingOnlineGame, initialOnlineGameState, onlineGameView } from '@arbiter/game-domain';
import { readyDeckCardList } from '@arbiter/engine/testing';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { describe, expect, it } from 'vitest';
import { GameGraphql } from './game.graphql.js';

/** A started Duel between two ready decks, as the game query reads it for `viewer`. */
function startedGame(viewer: OnlineGameRead['viewer']): OnlineGameRead {
  const seats = [0, 1].map((index) => {
    const { cards, champion } = readyDeckCardList(index);
    return { entrantId: `e-${index}`, name: `player ${index}`, accountIds: [`acc-${index}`], cards, chosenChampion: champion };
  });
  const decision = decideOnlineGame(
    { type: 'StartOnlineGame', gameId: 'g-1', tournamentId: 't-1', matchId: 'm-1', mode: 'duel', ruleset: 'CR 1.4', seats, seed: 'view-once', now: '2026-11-29T10:00:00.000Z' },
    initialOnlineGameState(),
  );
  if (!decision.ok) throw new Error(decision.error.message);
  const state = decision.events.reduce(evolveOnlineGame, initialOnlineGameState());
  if (state.status === 'none') throw new Error('no game');
  return { state: state as ExistingOnlineGame, version: decision.events.length, viewer };
}

// The OnlineGame field resolvers read only their parent: no bus is reached.
const fields = new GameGraphql(null as unknown as CommandBus, null as unknown as QueryBus, null as never).resolvers().OnlineGame;

describe('OnlineGame fields (the online table, rule 127)', () => {
  it('build the viewer’s redacted view once per read, however many fields the query selects', () => {
    const read = startedGame({ kind: 'seat', seat: 0 });
    const view = fields.view(read);
    expect(fields.view(read)).toBe(view);
    expect(fields.seats(read)).toBe(view.seats);
    expect(fields.waitingFor(read)).toBe(view.waitingFor);
    expect(fields.rewindableActions(read)).toBe(view.rewindableActions);
  });

  it('give each read its own viewer’s view: a seat’s view is never another viewer’s (127)', () => {
    const asSeat = startedGame({ kind: 'seat', seat: 0 });
    const asSpectator = { ...asSeat, viewer: { kind: 'spectator' } as const };
    expect(fields.view(asSeat)).toEqual(onlineGameView(asSeat.state, asSeat.viewer));
    expect(fields.view(asSpectator)).toEqual(onlineGameView(asSpectator.state, asSpectator.viewer));
    expect(fields.view(asSpectator)).not.toEqual(fields.view(asSeat));
  });
});
