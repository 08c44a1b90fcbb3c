import { describe, expect, it } from 'vitest';
import { matchInput } from '../spec-support/match-fixtures.js';
import { modeTestDecks, testPlayers } from '../testing/mode-test-decks.js';
import { createMatch, type CreateMatchInput } from './create-match.js';

const input = matchInput;

function errorOf(overrides: Partial<CreateMatchInput>) {
  const result = createMatch(input(overrides));
  if (result.ok) throw new Error('accepted');
  return result;
}

describe('creating a match', () => {
  it('refuses an unknown mode (643)', () => {
    expect(errorOf({ mode: 'commander' }).error).toMatchObject({ code: 'match/unknown_mode', ruleRef: 'CR 1.4 484' });
  });

  it('needs exactly the mode’s number of players, all different (642.1)', () => {
    expect(errorOf({ players: testPlayers(3) }).error.code).toBe('match/seat_count');
    expect(errorOf({ players: ['a', 'a'] }).error.code).toBe('match/duplicate_player');
    expect(errorOf({ decks: modeTestDecks('ffa3') }).error.code).toBe('match/deck_count');
  });

  it('checks every deck against the mode’s deck format and names each problem (103, 648.4.a)', () => {
    const result = errorOf({ mode: 'magma-chamber', players: testPlayers(4), decks: modeTestDecks('ffa3').concat(modeTestDecks('duel').slice(0, 1)) });
    expect(result.error.code).toBe('match/illegal_deck');
    expect(result.deckViolations?.map((list) => list.map((violation) => violation.code))).toEqual([
      ['deck/battlefield_count'],
      ['deck/battlefield_count'],
      ['deck/battlefield_count'],
      ['deck/battlefield_count'],
    ]);
  });

  it('needs three different battlefields per deck for a best of 3 (645.4.a, 645.5)', () => {
    const [first, second] = modeTestDecks('match');
    if (!first || !second) throw new Error('no decks');
    const repeated = { ...first, battlefields: ['OGN-280', 'OGN-280', 'OGN-275'] };
    const result = errorOf({ mode: 'match', decks: [repeated, second] });
    expect(result.deckViolations?.[0]?.map((violation) => violation.code)).toContain('deck/battlefields_not_distinct');
  });

  it('refuses an unknown first-player policy', () => {
    expect(errorOf({ mode: 'match', options: { firstPlayer: 'coinToss' as never } }).error.code).toBe('match/unknown_policy');
  });

  it('starts with MatchCreated and keeps the default policy: the loser chooses', () => {
    const result = createMatch(input({ mode: 'match' }));
    if (!result.ok) throw new Error(result.error.code);
    expect(result.events[0]).toMatchObject({ type: 'MatchCreated', seq: 0, mode: 'match', options: { firstPlayer: 'loserChooses' } });
    expect(result.state.seq).toBe(result.events.length);
  });
});
