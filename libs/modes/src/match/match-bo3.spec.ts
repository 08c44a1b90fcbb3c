import { describe, expect, it } from 'vitest';
import { MatchTable, refused } from '../spec-support/match-fixtures.js';
import { matchViewFor } from '../views/match-view.js';
import { redactMatchEvent } from '../views/redact-match-event.js';
import { decideMatch } from './decide-match.js';
import { imposeGameLoss } from './impose-game-loss.js';
import { matchOutcome } from './match-outcome.js';
import { pendingMatch } from './pending-match.js';

// Seat 0 brings OGN-280, OGN-275, OGN-294; seat 1 brings OGN-283, OGN-280, OGN-294.
function pickBoth(table: MatchTable, first: string, second: string): void {
  table.decide(0, { type: 'chooseBattlefield', card: first });
  table.decide(1, { type: 'chooseBattlefield', card: second });
}

/** Game 1 with the given battlefields, won by `winner` (the other seat gets a game loss). */
function playGame(table: MatchTable, first: string, second: string, winner: 0 | 1 | 'draw'): void {
  pickBoth(table, first, second);
  table.start();
  table.end(winner === 'draw' ? { kind: 'draw' } : { kind: 'gameLoss', seat: 1 - winner });
}

describe('the setup of a Match game (645.5)', () => {
  it('draws game 1’s first player at random, then asks both players at once for a battlefield (115, 645.5)', () => {
    const table = MatchTable.of('match');
    expect(table.match.phase).toMatchObject({ status: 'setup', game: 1, turnOrder: { method: 'random', chooser: null } });
    expect(pendingMatch(table.match)).toEqual({
      status: 'deciding',
      game: 1,
      decisions: [
        { seat: 0, kind: 'chooseBattlefield', options: ['OGN-280', 'OGN-275', 'OGN-294'] },
        { seat: 1, kind: 'chooseBattlefield', options: ['OGN-283', 'OGN-280', 'OGN-294'] },
      ],
    });
  });

  it('keeps a choice secret until both are made, then reveals them together (645.5)', () => {
    const table = MatchTable.of('match');
    table.decide(0, { type: 'chooseBattlefield', card: 'OGN-275' });
    const chosen = table.eventsOf('BattlefieldChosen')[0];
    if (!chosen) throw new Error('no choice event');
    expect(redactMatchEvent(chosen, { kind: 'seat', seat: 1 })).toMatchObject({ seat: 0, card: null });
    expect(redactMatchEvent(chosen, { kind: 'seat', seat: 0 })).toMatchObject({ seat: 0, card: 'OGN-275' });
    expect(matchViewFor(table.match, { kind: 'seat', seat: 1 }).phase).toMatchObject({ choices: ['hidden', null] });
    expect(table.eventsOf('BattlefieldsSelected')).toEqual([]);
    table.decide(1, { type: 'chooseBattlefield', card: 'OGN-283' });
    expect(table.eventsOf('BattlefieldsSelected')).toMatchObject([
      { method: 'chosen', picks: [{ seat: 0, card: 'OGN-275' }, { seat: 1, card: 'OGN-283' }] },
    ]);
    expect(pendingMatch(table.match)).toEqual({ status: 'readyToStart', game: 1 });
  });

  it('refuses a battlefield the player did not bring (645.4.a)', () => {
    const table = MatchTable.of('match');
    expect(refused(decideMatch(table.match, 0, { type: 'chooseBattlefield', card: 'OGN-283' }))).toEqual({ code: 'match/battlefield_not_brought', ruleRef: 'CR 1.4 486.4.a' });
  });

  it('refuses a second choice by the same player (645.5)', () => {
    const table = MatchTable.of('match');
    table.decide(0, { type: 'chooseBattlefield', card: 'OGN-275' });
    expect(refused(decideMatch(table.match, 0, { type: 'chooseBattlefield', card: 'OGN-280' })).code).toBe('match/already_chosen');
  });

  it('puts the chosen battlefields into play in the game, with the decided turn order (113.1, 645.5)', () => {
    const table = MatchTable.of('match');
    pickBoth(table, 'OGN-294', 'OGN-280');
    const game = table.start();
    expect(game.battlefields.map((bf) => [bf.card, bf.owner])).toEqual([
      ['OGN-294', 0],
      ['OGN-280', 1],
    ]);
    const phase = table.match.phase;
    if (phase.status !== 'playing') throw new Error('the game did not start');
    expect(game.turnOrder).toEqual(phase.turnOrder.order);
    expect(game.gameId).toBe('m-match/game-1');
  });

  it('refuses a battlefield used in an earlier game of the match and no longer offers it (645.5)', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-280', 0);
    table.decide(1, { type: 'chooseFirstPlayer', first: 1 });
    expect(refused(decideMatch(table.match, 0, { type: 'chooseBattlefield', card: 'OGN-280' }))).toEqual({ code: 'match/battlefield_used', ruleRef: 'CR 1.4 486.5' });
    const pending = pendingMatch(table.match);
    expect(pending.status === 'deciding' && pending.decisions.map((decision) => decision.options)).toEqual([
      ['OGN-275', 'OGN-294'],
      ['OGN-283', 'OGN-294'],
    ]);
  });

  it('uses every battlefield of both players once over three games (645.5, 645.6)', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 0);
    table.decide(1, { type: 'chooseFirstPlayer', first: 0 });
    playGame(table, 'OGN-275', 'OGN-280', 1);
    table.decide(0, { type: 'chooseFirstPlayer', first: 0 });
    playGame(table, 'OGN-294', 'OGN-294', 0);
    expect(table.match.used).toEqual([
      ['OGN-280', 'OGN-275', 'OGN-294'],
      ['OGN-283', 'OGN-280', 'OGN-294'],
    ]);
    expect(table.match.phase.status).toBe('over');
  });
});

describe('the first player of later games (architecture default: the loser chooses)', () => {
  it('lets the loser of the previous game choose who goes first, before the battlefields', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 1);
    expect(pendingMatch(table.match)).toEqual({ status: 'deciding', game: 2, decisions: [{ seat: 0, kind: 'chooseFirstPlayer', options: [0, 1] }] });
    expect(refused(decideMatch(table.match, 1, { type: 'chooseFirstPlayer', first: 1 })).code).toBe('match/not_your_decision');
    expect(refused(decideMatch(table.match, 0, { type: 'chooseBattlefield', card: 'OGN-275' })).code).toBe('match/no_battlefield_choice');
    table.decide(0, { type: 'chooseFirstPlayer', first: 1 });
    expect(table.match.phase).toMatchObject({ turnOrder: { order: [1, 0], method: 'chosen', chooser: 0 } });
    pickBoth(table, 'OGN-275', 'OGN-280');
    expect(table.start().turnOrder).toEqual([1, 0]);
  });

  it('after a draw, lets the player who chose for the drawn game choose again', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 0);
    table.decide(1, { type: 'chooseFirstPlayer', first: 0 });
    playGame(table, 'OGN-275', 'OGN-280', 'draw');
    expect(pendingMatch(table.match)).toMatchObject({ game: 3, decisions: [{ seat: 1, kind: 'chooseFirstPlayer' }] });
  });

  it('after a drawn first game (nobody chose), draws the first player at random again', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 'draw');
    expect(table.match.phase).toMatchObject({ game: 2, firstPlayer: { kind: 'random' }, turnOrder: { method: 'random' } });
  });

  it('can let the loser go first instead (policy loserGoesFirst)', () => {
    const table = MatchTable.of('match', 'seed', { firstPlayer: 'loserGoesFirst' });
    playGame(table, 'OGN-280', 'OGN-283', 0);
    expect(table.match.phase).toMatchObject({ game: 2, turnOrder: { order: [1, 0], method: 'loserFirst', chooser: null } });
  });

  it('can draw every game’s first player at random (policy random)', () => {
    const table = MatchTable.of('match', 'seed', { firstPlayer: 'random' });
    playGame(table, 'OGN-280', 'OGN-283', 0);
    expect(table.match.phase).toMatchObject({ game: 2, turnOrder: { method: 'random' } });
  });
});

describe('the result of a Match (645.6)', () => {
  it('ends as soon as a player has two game wins', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 1);
    table.decide(0, { type: 'chooseFirstPlayer', first: 0 });
    playGame(table, 'OGN-275', 'OGN-280', 1);
    expect(matchOutcome(table.match)).toMatchObject({
      status: 'over',
      reason: 'games',
      gamesPlayed: 2,
      seats: [
        { seat: 0, result: 'loss', placement: 2, gameWins: 0, gameLosses: 2, gameDraws: 0 },
        { seat: 1, result: 'win', placement: 1, gameWins: 2, gameLosses: 0, gameDraws: 0 },
      ],
    });
  });

  it('plays a third game at one win each and counts wins, losses and draws', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 0);
    table.decide(1, { type: 'chooseFirstPlayer', first: 1 });
    playGame(table, 'OGN-275', 'OGN-280', 1);
    expect(table.match.phase).toMatchObject({ status: 'setup', game: 3 });
    table.decide(0, { type: 'chooseFirstPlayer', first: 0 });
    playGame(table, 'OGN-294', 'OGN-294', 'draw');
    expect(matchOutcome(table.match)).toMatchObject({
      status: 'over',
      gamesPlayed: 3,
      seats: [
        { result: 'draw', placement: 1, gameWins: 1, gameLosses: 1, gameDraws: 1 },
        { result: 'draw', placement: 1, gameWins: 1, gameLosses: 1, gameDraws: 1 },
      ],
    });
  });

  it('ends after three games without two wins, going to the player with more game wins', () => {
    const table = MatchTable.of('match');
    playGame(table, 'OGN-280', 'OGN-283', 'draw');
    playGame(table, 'OGN-275', 'OGN-280', 0);
    table.decide(1, { type: 'chooseFirstPlayer', first: 1 });
    playGame(table, 'OGN-294', 'OGN-294', 'draw');
    expect(matchOutcome(table.match).seats.map((seat) => [seat.result, seat.gameWins, seat.gameDraws])).toEqual([
      ['win', 1, 2],
      ['loss', 0, 2],
    ]);
  });
});

describe('a judge-imposed game loss', () => {
  it('ends the game in progress and counts it for the opponent', () => {
    const table = MatchTable.of('match');
    pickBoth(table, 'OGN-280', 'OGN-283');
    table.start();
    table.take(imposeGameLoss(table.match, table.currentGame(), 1, 'tardiness'));
    expect(table.eventsOf('GameLossImposed')).toMatchObject([{ game: 1, seat: 1, note: 'tardiness' }]);
    expect(table.currentGame().result).toMatchObject({ reason: 'imposed', outcomes: ['win', 'loss'] });
    expect(matchOutcome(table.match).seats.map((seat) => seat.gameWins)).toEqual([1, 0]);
    expect(table.match.used).toEqual([['OGN-280'], ['OGN-283']]);
  });

  it('before a game counts the game as lost without using a battlefield, and the penalized player chooses next', () => {
    const table = MatchTable.of('match');
    table.decide(0, { type: 'chooseBattlefield', card: 'OGN-280' });
    table.take(imposeGameLoss(table.match, null, 0, 'deck problem'));
    expect(table.match.games).toMatchObject([{ game: 1, gameId: null, battlefields: [], result: { reason: 'imposed', outcomes: ['loss', 'win'] } }]);
    expect(table.match.used).toEqual([[], []]);
    expect(pendingMatch(table.match)).toMatchObject({ game: 2, decisions: [{ seat: 0, kind: 'chooseFirstPlayer' }] });
  });

  it('is refused once the match is over', () => {
    const table = MatchTable.of('duel');
    table.start();
    table.end({ kind: 'gameLoss', seat: 0 });
    expect(refused(imposeGameLoss(table.match, null, 0, 'late')).code).toBe('match/over');
  });
});
