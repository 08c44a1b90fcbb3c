/**
 * Issue 21 item 4: a legal registered deck with cards the engine does not implement yet plays in
 * the event, but not online: starting the game answers GAME.CARDS_NOT_SUPPORTED with the list.
 */
import { cardListOf } from '@arbiter/decks';
import { deckOfEachLegend } from '@arbiter/decks/testing';
import { readyDeckCardList } from '@arbiter/engine/testing';
import { onlineSupport } from '@arbiter/tournament-domain';
import { describe, expect, it } from 'vitest';
import { decideOnlineGame, type StartOnlineGame, type StartSeatInput } from './decide-online-game.js';
import { initialOnlineGameState } from './online-game.state.js';

const ready = (entrantId: string, accountId: string): StartSeatInput => {
  const { cards, champion } = readyDeckCardList(0);
  return { entrantId, name: entrantId, accountIds: [accountId], cards, chosenChampion: champion };
};
const unplayable = deckOfEachLegend({ seed: 'cards-not-supported' })
  .map(({ decklist }) => cardListOf(decklist))
  .find((list) => !onlineSupport(list, 'CR 1.4').playableOnline);
const realistic = (entrantId: string, accountId: string): StartSeatInput => ({
  entrantId,
  name: entrantId,
  accountIds: [accountId],
  cards: unplayable?.cards ?? [],
  chosenChampion: unplayable?.chosenChampion ?? null,
});
const start = (seats: readonly StartSeatInput[], requestedBy?: StartOnlineGame['requestedBy']): StartOnlineGame => ({
  type: 'StartOnlineGame',
  gameId: 'm-1',
  tournamentId: 't-1',
  matchId: 'm-1',
  mode: 'duel',
  ruleset: 'CR 1.4',
  seats,
  seed: 'seed',
  now: '2026-11-25T10:00:00.000Z',
  ...(requestedBy ? { requestedBy } : {}),
});

describe('starting an online game with decks the engine cannot play (GAME.CARDS_NOT_SUPPORTED)', () => {
  it('has a realistic legal deck with cards the engine does not implement', () => {
    expect(unplayable).toBeDefined();
  });

  it('names the unsupported cards of the requester’s own deck', () => {
    const decision = decideOnlineGame(start([realistic('e-ana', 'acc-ana'), ready('e-ben', 'acc-ben')], { accountId: 'acc-ana', staff: false }), initialOnlineGameState());
    const expected = onlineSupport(unplayable!, 'CR 1.4').unsupportedCards.map(({ card, name }) => ({ cardCode: card, name }));
    expect(decision).toMatchObject({ ok: false, error: { code: 'GAME.CARDS_NOT_SUPPORTED', details: { players: [{ entrantId: 'e-ana', count: expected.length, cards: expected }] } } });
  });

  it('only counts the unsupported cards of an opponent’s deck (rule 127), and names them for staff', () => {
    const seats = [ready('e-ana', 'acc-ana'), realistic('e-ben', 'acc-ben')];
    const asPlayer = decideOnlineGame(start(seats, { accountId: 'acc-ana', staff: false }), initialOnlineGameState());
    expect(asPlayer).toMatchObject({ ok: false, error: { code: 'GAME.CARDS_NOT_SUPPORTED', details: { players: [{ entrantId: 'e-ben', cards: null }] } } });
    const names = onlineSupport(unplayable!, 'CR 1.4').unsupportedCards.map((card) => card.name ?? card.card);
    for (const name of names) expect(!asPlayer.ok && asPlayer.error.message).not.toContain(name);
    const asJudge = decideOnlineGame(start(seats, { accountId: 'acc-judge', staff: true }), initialOnlineGameState());
    expect(!asJudge.ok && asJudge.error.details?.['players']).toEqual([expect.objectContaining({ cards: expect.arrayContaining([expect.objectContaining({ name: names[0] })]) })]);
  });

  it('starts as before when every card is supported', () => {
    expect(decideOnlineGame(start([ready('e-ana', 'acc-ana'), ready('e-ben', 'acc-ben')]), initialOnlineGameState())).toMatchObject({ ok: true });
  });
});
