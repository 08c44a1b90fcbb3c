import { describe, expect, it } from 'vitest';
import { BODY, duel, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** A Body player: Sett's seat with eight ready Body runes. */
const body = (extra: Parameters<typeof sett>[0] = {}) => sett({ runes: runes(BODY, 8), ...extra });

describe('Origins Body cards', () => {
  it('OGN-138 channels two runes exhausted and draws nothing when both came (CR 1.3 430)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-138', label: 'catalyst' }], runeDeck: runes(BODY, 3) }), viktor()]));
    table.act(0, { type: 'play', card: table.id('catalyst') });
    table.passChain();
    expect(table.eventsOf('RuneChanneled')).toHaveLength(2);
    expect(table.eventsOf('RuneChanneled').every((event) => event.exhausted)).toBe(true);
    expect(table.state.seats[0]?.hand).toHaveLength(0);
  });

  it('OGN-138 draws one when fewer than two runes could be channelled (CR 1.3 430, 413)', () => {
    const table = Table.load(duel([body({ hand: [{ card: 'OGN-138', label: 'catalyst' }], runeDeck: runes(BODY, 1) }), viktor()]));
    table.act(0, { type: 'play', card: table.id('catalyst') });
    table.passChain();
    expect(table.eventsOf('RuneChanneled')).toHaveLength(1);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });

  it('OGN-163 exhausts to add one Body power (CR 1.3 429)', () => {
    const table = Table.load(duel([body({ base: [{ card: 'OGN-163', label: 'seal' }], runes: [] }), viktor()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Body: 1 });
  });
});
