import { legalActions } from '@arbiter/engine';
import { Table } from '@arbiter/engine/testing';
import { describe, expect, it } from 'vitest';
import { concedeGame } from '../match/leave-match.js';
import { matchOutcome } from '../match/match-outcome.js';
import { MatchTable } from '../spec-support/match-fixtures.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { playBotMatch } from '../testing/play-bot-match.js';
import { WAR_GAME } from './war.js';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const unit = (label: string, extra: object = {}) => ({ card: 'OGN-219', label, ...extra });

describe('a War game’s setup (CR 1.4 488.4, 488.5)', () => {
  it('puts one random battlefield of each player who does not go first into play; the first player’s are removed (CR 1.3 483.4.b)', () => {
    const decks = modeTestDecks('war');
    for (const seed of SEEDS) {
      const game = MatchTable.of('war', seed).start();
      const first = game.turnOrder[0];
      expect(game.battlefields).toHaveLength(3);
      expect(game.battlefields.map((bf) => bf.owner)).toEqual([0, 1, 2, 3].filter((seat) => seat !== first));
      for (const bf of game.battlefields) expect(decks[bf.owner]?.battlefields).toContain(bf.card);
    }
  });

  it('plays the four seats clockwise from a random first player (CR 1.3 116.1.b)', () => {
    const orders = new Set(SEEDS.map((seed) => MatchTable.of('war', seed).start().turnOrder.join('')));
    for (const order of orders) expect(['0123', '1230', '2301', '3012']).toContain(order);
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('the first turns of War (CR 1.4 488.7)', () => {
  it('skips the first player’s first draw and gives only the last of the four an extra rune', () => {
    const table = MatchTable.of('war');
    const order = table.start().turnOrder;
    table.playUntilTurn(1);
    expect(table.currentGame().seats[order[0] ?? -1]?.hand).toHaveLength(4);
    table.playUntilTurn(2);
    expect(table.currentGame().seats[order[1] ?? -1]?.hand).toHaveLength(5);
    table.playUntilTurn(4);
    const channeled = order.map((seat) => table.gameEvents.filter((event) => event.type === 'RuneChanneled' && event.seat === seat).length);
    expect(channeled).toEqual([2, 2, 2, 3]);
  });
});

describe('combat among four players alone (CR 1.3 457)', () => {
  it('fights a combat between the attacker and the defender while focus passes to all four (CR 1.3 457, CR 1.4 347.4: no relevant players)', () => {
    const t = Table.load(
      scenario(
        WAR_GAME,
        [viktor({ base: [unit('a')] }), sett(), viktor(), sett()],
        [blank(1, { controller: 1, units: [unit('b')] }), blank(2, { controller: 2, units: [unit('c')] }), blank(3, { controller: 3, units: [unit('d')] })],
      ),
    );
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    expect(t.state.combat).toEqual({ bf: 0, attacker: 0, defender: 1 });
    expect(t.state.showdown?.relevant).toEqual([0, 1, 2, 3]);
  });

  it('never lets a unit join units of two other players (CR 1.3 457.3)', () => {
    const t = Table.load(
      scenario(
        WAR_GAME,
        [viktor({ base: [unit('a')] }), sett(), viktor(), sett()],
        [blank(1, { controller: 1, contestedBy: 3, units: [unit('b'), unit('d', { controller: 3 })] }), blank(2), blank(3)],
      ),
    );
    expect(t.reject(0, { type: 'move', units: [t.id('a')], to: 0 }).code).toBe('move/two_other_players');
    expect(legalActions(t.state, 0).filter((action) => action.type === 'move' && action.to === 0)).toEqual([]);
  });
});

describe('the end of a War game (CR 1.4 488.3, 488.6)', () => {
  it('is won by the first player to reach 8 points; the other three are placed behind by points', () => {
    for (const seed of ['one', 'two', 'three']) {
      const played = playBotMatch({ mode: 'war', seed, botSeed: seed });
      const [game] = played.games;
      if (!game) throw new Error('no game');
      const points = game.state.sides.map((side) => side.points);
      const winner = game.state.result?.outcomes.indexOf('win') ?? -1;
      expect(game.state.result?.reason).toBe('victory');
      expect(points[winner]).toBeGreaterThanOrEqual(8);
      const outcome = matchOutcome(played.match);
      expect(outcome.seats.map((seat) => seat.result).sort()).toEqual(['loss', 'loss', 'loss', 'win']);
      for (const seat of outcome.seats) {
        const ahead = outcome.seats.filter((other) => other.seat !== winner && (points[other.seat] ?? 0) > (points[seat.seat] ?? 0)).length;
        expect(seat.placement).toBe(seat.seat === winner ? 1 : 2 + ahead);
      }
    }
  });

  it('goes on with three players when one concedes, and the last player left wins (CR 1.3 651.1, 651.2)', () => {
    const table = MatchTable.of('war');
    table.start();
    table.take(concedeGame(table.match, table.currentGame(), 2));
    expect(table.currentGame().status).toBe('playing');
    table.take(concedeGame(table.match, table.currentGame(), 0));
    table.take(concedeGame(table.match, table.currentGame(), 3));
    expect(table.currentGame().result).toMatchObject({ reason: 'concession', outcomes: ['loss', 'win', 'loss', 'loss'] });
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', seats: [{ result: 'loss' }, { result: 'win', placement: 1 }, { result: 'loss' }, { result: 'loss' }] });
  });
});
