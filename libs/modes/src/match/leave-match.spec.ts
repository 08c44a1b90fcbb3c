import { describe, expect, it } from 'vitest';
import { MatchTable, refused } from '../spec-support/match-fixtures.js';
import { concedeGame, concedeMatch, disqualify } from './leave-match.js';
import { matchOutcome } from './match-outcome.js';
import { pendingMatch } from './pending-match.js';

function bo3InGameOne(): MatchTable {
  const table = MatchTable.of('match');
  table.decide(0, { type: 'chooseBattlefield', card: 'OGN-280' });
  table.decide(1, { type: 'chooseBattlefield', card: 'OGN-283' });
  table.start();
  return table;
}

describe('conceding with two players (650, 651.1)', () => {
  it('makes the other player win the Duel at once', () => {
    const table = MatchTable.of('duel');
    table.start();
    table.take(concedeGame(table.match, table.currentGame(), 0));
    expect(table.currentGame().result).toMatchObject({ reason: 'concession', outcomes: ['loss', 'win'] });
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', seats: [{ result: 'loss' }, { result: 'win' }] });
  });

  it('loses only the game when conceding a game of a Match, and the match goes on', () => {
    const table = bo3InGameOne();
    table.take(concedeGame(table.match, table.currentGame(), 1));
    expect(matchOutcome(table.match)).toMatchObject({ status: 'ongoing', seats: [{ gameWins: 1 }, { gameLosses: 1 }] });
    expect(pendingMatch(table.match)).toMatchObject({ status: 'deciding', game: 2, decisions: [{ seat: 1, kind: 'chooseFirstPlayer' }] });
  });

  it('loses the whole Match when conceding the match, whatever the game score', () => {
    const table = bo3InGameOne();
    table.take(concedeMatch(table.match, table.currentGame(), 0));
    expect(table.events.map((event) => event.type).slice(-3)).toEqual(['MatchConceded', 'GameResultRecorded', 'MatchEnded']);
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', reason: 'concession', seats: [{ result: 'loss', gameLosses: 1 }, { result: 'win', gameWins: 1 }] });
  });

  it('ends a Match between games when a player concedes it', () => {
    const table = bo3InGameOne();
    table.end({ kind: 'gameLoss', seat: 1 });
    table.take(concedeMatch(table.match, null, 0));
    expect(matchOutcome(table.match)).toMatchObject({ reason: 'concession', gamesPlayed: 1, seats: [{ result: 'loss', gameWins: 1 }, { result: 'win', gameLosses: 1 }] });
  });

  it('makes a disqualified player lose the Match (651)', () => {
    const table = bo3InGameOne();
    table.take(disqualify(table.match, table.currentGame(), 1, 'cheating'));
    expect(table.eventsOf('PlayerDisqualified')).toMatchObject([{ seat: 1, note: 'cheating' }]);
    expect(table.currentGame().result?.reason).toBe('disqualification');
    expect(matchOutcome(table.match)).toMatchObject({ reason: 'disqualification', seats: [{ result: 'win' }, { result: 'loss' }] });
  });
});

describe('conceding in FFA3 (651.2, 652)', () => {
  it('runs the removal steps and the game goes on with the other two', () => {
    const table = MatchTable.of('ffa3');
    const game = table.start();
    const blanked = game.battlefields.find((bf) => bf.owner === 1)?.index;
    table.take(concedeGame(table.match, table.currentGame(), 1));
    const after = table.currentGame();
    expect(after.status).toBe('playing');
    expect(after.seats[1]?.removed).toBe('concession');
    // 652.1, 652.3: everything the player owns leaves the game; 652.2.a: a blank battlefield replaces theirs.
    expect(after.objects.filter((object) => object?.owner === 1).every((object) => object?.zone === 'removed')).toBe(true);
    expect(after.battlefields[blanked ?? -1]?.card).toBe('blank');
    expect(matchOutcome(table.match).status).toBe('ongoing');
  });

  it('gives the game to the last player left, placing the others after (651.1)', () => {
    const table = MatchTable.of('ffa3');
    table.start();
    table.take(concedeGame(table.match, table.currentGame(), 1));
    table.take(concedeMatch(table.match, table.currentGame(), 2));
    expect(table.currentGame().result).toMatchObject({ reason: 'concession', outcomes: ['win', 'loss', 'loss'] });
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', seats: [{ result: 'win', placement: 1 }, { result: 'loss' }, { result: 'loss' }] });
  });

  it('refuses a second concession by a seat that already left (651)', () => {
    const table = MatchTable.of('ffa3');
    table.start();
    table.take(concedeGame(table.match, table.currentGame(), 1));
    expect(refused(concedeGame(table.match, table.currentGame(), 1)).code).toBe('seat/not_in_game');
  });

  it('asks for the game to start before a seat can leave it', () => {
    const table = MatchTable.of('ffa3');
    expect(refused(concedeMatch(table.match, null, 0))).toEqual({ code: 'match/game_not_started', ruleRef: 'CR 1.4 651' });
  });
});

describe('conceding in Magma Chamber (651, 652)', () => {
  it('keeps the team in the game when one player concedes and passes the turn on (651.2, 652.5.a)', () => {
    const table = MatchTable.of('magma-chamber');
    const game = table.start();
    table.playUntilTurn(1);
    const [first, second] = game.turnOrder;
    if (first === undefined) throw new Error('no turn order');
    table.take(concedeGame(table.match, table.currentGame(), first));
    expect(table.currentGame()).toMatchObject({ status: 'playing', turn: { seat: second } });
  });

  it('makes the other team win together when both players of a team concede (651.1)', () => {
    const table = MatchTable.of('magma-chamber');
    table.start();
    table.take(concedeGame(table.match, table.currentGame(), 0));
    table.take(concedeGame(table.match, table.currentGame(), 2));
    expect(table.currentGame().result?.outcomes).toEqual(['loss', 'win', 'loss', 'win']);
    expect(matchOutcome(table.match).teams).toMatchObject([
      { seats: [0, 2], result: 'loss' },
      { seats: [1, 3], result: 'win', placement: 1 },
    ]);
  });
});
