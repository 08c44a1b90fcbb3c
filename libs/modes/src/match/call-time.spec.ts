import { loadScenario } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import { MATCH_GAME } from '../definitions/match.js';
import { MatchTable, refused } from '../spec-support/match-fixtures.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { callTime } from './call-time.js';
import { matchOutcome } from './match-outcome.js';

function matchAfterGameOne(winner: 0 | 1): MatchTable {
  const table = MatchTable.of('match');
  table.decide(0, { type: 'chooseBattlefield', card: 'OGN-280' });
  table.decide(1, { type: 'chooseBattlefield', card: 'OGN-283' });
  table.start();
  table.end({ kind: 'gameLoss', seat: 1 - winner });
  return table;
}

describe('time called between the games of a Match', () => {
  it('ends the match at once, going to the player with more game wins', () => {
    const table = matchAfterGameOne(0);
    table.take(callTime(table.match, null));
    expect(table.eventsOf('TimeCalled')).toEqual([expect.objectContaining({ game: null, limit: null })]);
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', reason: 'time', seats: [{ result: 'win', gameWins: 1 }, { result: 'loss', gameLosses: 1 }] });
  });

  it('ends a Duel that has not started in a draw', () => {
    const table = MatchTable.of('duel');
    table.take(callTime(table.match, null));
    expect(matchOutcome(table.match).seats.map((seat) => seat.result)).toEqual(['draw', 'draw']);
  });
});

describe('time called during a game of a Match', () => {
  it('lets the game finish under the time rules and starts no further game', () => {
    const table = matchAfterGameOne(1);
    table.decide(0, { type: 'chooseFirstPlayer', first: 0 });
    table.decide(0, { type: 'chooseBattlefield', card: 'OGN-275' });
    table.decide(1, { type: 'chooseBattlefield', card: 'OGN-280' });
    table.start();
    table.playUntilTurn(2);
    table.take(callTime(table.match, table.currentGame()));
    expect(table.match.phase).toMatchObject({ status: 'playing', time: { calledAtTurn: 2, lastTurn: 5, margin: 2 } });
    table.playUntilTurn(99);
    expect(table.currentGame().turn.number).toBe(5);
    expect(table.currentGame().result).toMatchObject({ reason: 'time', outcomes: ['draw', 'draw'] });
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', reason: 'time', gamesPlayed: 2, seats: [{ result: 'loss', gameDraws: 1 }, { result: 'win', gameWins: 1, gameDraws: 1 }] });
  });

  it('gives a game at time to a leader by two or more; the match, at one game win each, is drawn', () => {
    const table = matchAfterGameOne(1);
    table.decide(0, { type: 'chooseFirstPlayer', first: 0 });
    table.decide(0, { type: 'chooseBattlefield', card: 'OGN-275' });
    table.decide(1, { type: 'chooseBattlefield', card: 'OGN-280' });
    table.start();
    // A judge's view of the same game with points: seat 0 leads 5 to 2.
    const loaded = loadScenario(scenario(MATCH_GAME, [viktor({ points: 5 }), sett({ points: 2 })], [blank(0), blank(1)], { gameId: table.currentGame().gameId }));
    if (!loaded.ok) throw new Error(loaded.error.code);
    table.game = loaded.state;
    table.take(callTime(table.match, table.currentGame(), { extraTurns: 1, margin: 2 }));
    table.playUntilTurn(99);
    expect(table.currentGame().result).toMatchObject({ reason: 'time', outcomes: ['win', 'loss'] });
    expect(matchOutcome(table.match)).toMatchObject({ reason: 'time', seats: [{ result: 'draw', gameWins: 1 }, { result: 'draw', gameWins: 1 }] });
  });

  it('refuses calling time twice, after the match, or with negative parameters', () => {
    const table = MatchTable.of('duel');
    table.start();
    expect(refused(callTime(table.match, table.currentGame(), { extraTurns: -1, margin: 2 })).code).toBe('match/bad_time_rules');
    table.take(callTime(table.match, table.currentGame()));
    expect(refused(callTime(table.match, table.currentGame())).code).toBe('match/time_already_called');
    table.end({ kind: 'draw' });
    expect(refused(callTime(table.match, null)).code).toBe('match/over');
  });

  it('refuses a game that is not the match’s game in progress', () => {
    const table = MatchTable.of('duel');
    table.start();
    const other = loadScenario(scenario(MATCH_GAME, [viktor(), sett()], [blank(0), blank(1)], { gameId: 'elsewhere' }));
    if (!other.ok) throw new Error(other.error.code);
    expect(refused(callTime(table.match, other.state)).code).toBe('match/wrong_game');
  });
});
