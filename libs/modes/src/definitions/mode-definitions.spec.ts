import { validateDeck } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { describeModes } from './describe-modes.js';
import { DUEL } from './duel.js';
import { FFA3 } from './ffa3.js';
import { MAGMA_CHAMBER } from './magma-chamber.js';
import { MATCH } from './match.js';
import { allModeDefinitions, modeDefinition } from './mode-registry.js';
import { WAR } from './war.js';

describe('Duel (644)', () => {
  it('is played by 2 players alone, to 8 points, best of 1 (644.1-644.3, 644.6)', () => {
    expect(DUEL.game).toMatchObject({ seatCount: 2, teams: null, victoryScore: 8 });
    expect(DUEL.opponentsPerPlayer).toBe(1);
    expect(DUEL.bestOf).toBe(1);
  });

  it('uses 2 battlefields, one of each player’s three at random (644.4, 644.4.a, 644.5)', () => {
    expect(DUEL.game).toMatchObject({ battlefieldsPerDeck: 3, battlefieldsInPlay: 2 });
    expect(DUEL.battlefieldSelection).toEqual({ kind: 'random', contributors: 'everySeat' });
  });

  it('gives the second player one extra rune in its first channel phase (644.7)', () => {
    expect(DUEL.game.firstTurn).toEqual({ skipFirstDraw: [], extraRunesInFirstChannel: [{ position: 1, runes: 1 }] });
  });
});

describe('Match (645)', () => {
  it('is a best of 3 of two-player games to 8 points (645.1-645.3, 645.6)', () => {
    expect(MATCH.game).toMatchObject({ seatCount: 2, teams: null, victoryScore: 8, battlefieldsInPlay: 2 });
    expect(MATCH.bestOf).toBe(3);
  });

  it('has every player choose one of their three battlefields (645.4.a, 645.5)', () => {
    expect(MATCH.game.battlefieldsPerDeck).toBe(3);
    expect(MATCH.battlefieldSelection).toEqual({ kind: 'chosen', contributors: 'everySeat' });
  });

  it('gives the second player one extra rune in its first channel phase (645.7)', () => {
    expect(MATCH.game.firstTurn.extraRunesInFirstChannel).toEqual([{ position: 1, runes: 1 }]);
  });
});

describe('FFA3 (646)', () => {
  it('is played by 3 players alone with two opponents each, to 8 points, best of 1 (646.1-646.3, 646.6)', () => {
    expect(FFA3.game).toMatchObject({ seatCount: 3, teams: null, victoryScore: 8 });
    expect(FFA3.opponentsPerPlayer).toBe(2);
    expect(FFA3.bestOf).toBe(1);
  });

  it('uses 3 battlefields, one of each player’s three at random (646.4, 646.4.a, 646.5)', () => {
    expect(FFA3.game).toMatchObject({ battlefieldsPerDeck: 3, battlefieldsInPlay: 3 });
    expect(FFA3.battlefieldSelection).toEqual({ kind: 'random', contributors: 'everySeat' });
  });

  it('skips the first player’s first draw and gives the last player an extra rune (646.7)', () => {
    expect(FFA3.game.firstTurn).toEqual({ skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 2, runes: 1 }] });
  });

  it('lists the two-player combat rules it adds (CR 1.4 462, 447.2.a)', () => {
    expect(FFA3.uniqueRules.map((rule) => rule.ruleRef)).toEqual(expect.arrayContaining(['CR 1.4 462', 'CR 1.4 447.2.a', 'CR 1.4 462.2', 'CR 1.4 449.2']));
  });
});

describe('War (CR 1.4 488, CR 1.3 483)', () => {
  it('is played by 4 players alone with three opponents each, to 8 points, best of 1 (CR 1.4 488.1-488.3, 488.6)', () => {
    expect(WAR.game).toMatchObject({ seatCount: 4, teams: null, victoryScore: 8 });
    expect(WAR.opponentsPerPlayer).toBe(3);
    expect(WAR.bestOf).toBe(1);
    expect(WAR.ruleRef).toBe('CR 1.4 488');
  });

  it('has each deck bring three battlefields and uses one of each player who does not go first (CR 1.4 488.4, 488.5, CR 1.3 483.4.a, 483.4.b)', () => {
    expect(WAR.game).toMatchObject({ battlefieldsPerDeck: 3, battlefieldsInPlay: 3 });
    expect(WAR.battlefieldSelection).toEqual({ kind: 'random', contributors: 'allButFirstPlayer' });
  });

  it('skips the first player’s first draw and gives the fourth player an extra rune (CR 1.4 488.7)', () => {
    expect(WAR.game.firstTurn).toEqual({ skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] });
  });

  it('uses no team hook of the engine: everyone plays alone (CR 1.4 488.2)', () => {
    expect(Object.values(WAR.game.rules).every((on) => on === false)).toBe(true);
  });

  it('lists the combat rules for more than two players (CR 1.3 457)', () => {
    expect(WAR.uniqueRules.map((rule) => rule.ruleRef)).toEqual(expect.arrayContaining(['CR 1.3 457', 'CR 1.3 457.1', 'CR 1.3 457.2', 'CR 1.3 457.3']));
  });
});

describe('Magma Chamber (648)', () => {
  it('is played by 4 players in two teams sharing a score of 11 (648.1-648.3, reading R11)', () => {
    expect(MAGMA_CHAMBER.game).toMatchObject({ seatCount: 4, victoryScore: 11 });
    expect(MAGMA_CHAMBER.game.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(MAGMA_CHAMBER.opponentsPerPlayer).toBe(2);
    expect(MAGMA_CHAMBER.bestOf).toBe(1);
  });

  it('has each deck bring one battlefield and uses the three of the players who do not go first (648.4.a, 648.4.b, reading R6)', () => {
    expect(MAGMA_CHAMBER.game).toMatchObject({ battlefieldsPerDeck: 1, battlefieldsInPlay: 3 });
    expect(MAGMA_CHAMBER.battlefieldSelection).toEqual({ kind: 'random', contributors: 'allButFirstPlayer' });
  });

  it('skips the first player’s first draw and gives the last player an extra rune (648.7, reading R3)', () => {
    expect(MAGMA_CHAMBER.game.firstTurn).toEqual({ skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] });
  });

  it('turns on every team hook of the engine except seeing the teammate’s hand (648.8.a-648.8.f)', () => {
    expect(MAGMA_CHAMBER.game.rules).toEqual({
      teammatesAreRelevant: true,
      teammatesActOnTurn: true,
      friendlyIncludesTeammates: true,
      teammateBattlefieldsDoNotScore: true,
      teammatesSeeHands: false,
    });
  });
});

describe('describeModes', () => {
  it('describes the five sanctioned modes by id with seats, teams, best-of and deck format (642, 643, CR 1.4 484)', () => {
    expect(describeModes().map((mode) => [mode.id, mode.seats, mode.teams === null ? 0 : mode.teams.length, mode.bestOf, mode.deckFormat.battlefieldsPerDeck])).toEqual([
      ['duel', 2, 0, 1, 3],
      ['match', 2, 0, 3, 3],
      ['ffa3', 3, 0, 1, 3],
      ['war', 4, 0, 1, 3],
      ['magma-chamber', 4, 2, 1, 1],
    ]);
  });

  it('is plain data that survives JSON (for the API)', () => {
    expect(JSON.parse(JSON.stringify(describeModes()))).toEqual(describeModes());
  });

  it('names a deck format every test deck of the mode satisfies (103.4.a)', () => {
    for (const mode of allModeDefinitions()) {
      const format = describeModes().find((description) => description.id === mode.id)?.deckFormat;
      if (!format) throw new Error(`no description for ${mode.id}`);
      for (const deck of modeTestDecks(mode.id)) expect(validateDeck(format, deck)).toEqual([]);
    }
  });

  it('gives every engine game mode the id of its mode', () => {
    for (const mode of allModeDefinitions()) expect(modeDefinition(mode.id).game.id).toBe(mode.id);
  });
});
