import { describe, expect, it } from 'vitest';
import { createGame, type GameSetup } from '../setup/create-game.js';
import { stateHash } from '../state/state-hash.js';
import { duelSetup, SETT_BUFFS, VIKTOR_TOKENS } from '../testing/index.js';
import { BODY, duel, field, MIND, runes, sett, viktor } from './fixtures.js';
import { Table } from '../testing/table.js';

function created(setup: GameSetup) {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

describe('card language: the Chosen Champion (issue 23)', () => {
  it('a game remembers each seat\'s Chosen Champion only when a card in it reads it (CR 1.3 103.2.a.3)', () => {
    const base: GameSetup = { ...duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'champion'), turnOrder: [0, 1] };
    const plain = created(base);
    expect(plain.seats.map((seat) => seat.chosenChampion)).toEqual([undefined, undefined]);
    const withTomb = created({
      ...base,
      decks: [{ ...VIKTOR_TOKENS, battlefields: [...VIKTOR_TOKENS.battlefields.slice(1), 'OGN-281'] }, SETT_BUFFS],
      battlefields: [{ card: 'OGN-281', owner: 0 }, base.battlefields[1] ?? { card: '', owner: 1 }],
    });
    expect(withTomb.seats.map((seat) => seat.chosenChampion)).toEqual([VIKTOR_TOKENS.champion, SETT_BUFFS.champion]);
    expect(stateHash(withTomb)).toBe(withTomb.hash);
  });

  it('returnChosenChampion takes the most recent copy of the Chosen Champion from the trash into an empty Champion Zone, keeping the record (CR 1.3 103.2.a.3)', () => {
    const table = Table.load(
      duel(
        [viktor({ chosenChampion: 'OGN-117', championZone: null, trash: [{ card: 'OGN-117', label: 'older' }, { card: 'OGN-117', label: 'newer' }] }), sett()],
        [field('OGN-281', 0, { controller: 0, units: [{ card: 'OGN-219' }] }), field('blank', 1)],
        { turn: { seat: 0, start: 'start' } },
      ),
    );
    for (let i = 0; i < 20; i++) {
      const decision = table.decision();
      if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept: true });
      else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
      else break;
    }
    expect(table.object('newer').zone).toBe('championZone');
    expect(table.object('older').zone).toBe('trash');
    expect(table.state.seats[0]?.chosenChampion).toBe('OGN-117');
    expect(table.eventsOf('CardReturnedToChampionZone')).toHaveLength(1);
    expect(stateHash(table.state)).toBe(table.state.hash);
  });

  it('readyAnotherExhausted offers every exhausted non-spell object on the board but the source, legends and other players\' runes included (CR 1.3 415.1, 107.4.c)', () => {
    const table = Table.load(
      duel(
        [sett({ legendExhausted: true, label: 'legend', base: [{ card: 'OGN-162', label: 'captain' }], runes: runes(BODY, 3) }), viktor({ runes: [{ card: MIND, label: 'theirs', exhausted: true }] })],
        [field('blank', 0), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('captain')], to: 0 });
    table.act(0, { type: 'confirm', accept: true });
    for (let i = 0; i < 10 && table.decision()?.kind === 'priority' && table.state.chain.length > 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    const choice = table.decision();
    const options = choice?.kind === 'chooseCards' ? [...choice.options].sort((a, b) => a - b) : [];
    expect(options).toEqual([table.id('legend'), table.id('theirs')].sort((a, b) => a - b));
    table.act(0, { type: 'chooseCards', cards: [table.id('legend')] });
    expect(table.object('legend').exhausted).toBe(false);
    expect(table.object('theirs').exhausted).toBe(true);
  });
});
