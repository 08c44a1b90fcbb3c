import { CATALOG } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { BODY, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { listSupportedCards } from './card-registry.js';

const recruits = (table: Table, seat: number) => (table.state.seats[seat]?.base ?? []).filter((id) => table.state.objects[id]?.card === 'OGN-271');

describe('the supported cards', () => {
  it('include basic runes, battlefields and at least 20 Origins and Proving Grounds main-deck cards (and one later battlefield for 560.3)', () => {
    const cards = listSupportedCards();
    expect(cards.filter((card) => card.type === 'Rune')).toHaveLength(6);
    expect(cards.filter((card) => ['Unit', 'Spell', 'Gear'].includes(card.type) && card.supertype !== 'Token').length).toBeGreaterThanOrEqual(20);
    expect(cards.filter((card) => !card.id.startsWith('OGN-') && !card.id.startsWith('OGS-')).map((card) => card.id)).toEqual(['VEN-160']);
  });
});

describe('the card registry', () => {
  it('defines every card once, whichever file defines it (a second definition would silently replace the first)', () => {
    const ids = listSupportedCards().map((card) => card.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('the supported cards take their facts from the card catalog', () => {
  it('every supported card is a catalog card with the catalog\'s name, type, supertype, costs, might, tags and printings', () => {
    for (const card of listSupportedCards()) {
      const facts = CATALOG.byId(card.id);
      expect(facts, card.id).toBeDefined();
      expect({ name: card.name, type: card.type, supertype: card.supertype, energy: card.energy, power: card.power, might: card.might, tags: card.tags }, card.id).toEqual({
        name: facts?.name, type: facts?.type, supertype: facts?.supertype, energy: facts?.energy ?? 0, power: facts?.power ?? 0, might: facts?.might, tags: facts?.tags,
      });
      expect(card.domains, card.id).toEqual(facts?.domains.filter((domain) => domain !== 'Colorless'));
      for (const printing of facts?.printings ?? []) if (printing.code !== card.id) expect(card.printings, card.id).toContain(printing.code);
    }
  });

  it('every keyword the engine gives a card is one the card prints, with the same value (Deflect 2)', () => {
    for (const card of listSupportedCards()) {
      const printed = CATALOG.byId(card.id)?.keywords.map((keyword) => keyword.toLowerCase()) ?? [];
      for (const [keyword, value] of Object.entries(card.keywords)) {
        const expected = typeof value === 'number' && value > 1 ? `${keyword} ${value}` : keyword;
        expect(printed, `${card.id} ${keyword}`).toContain(expected);
      }
    }
  });
});

describe('death triggers', () => {
  it('OGN-246 Viktor, Leader plays a Recruit when another non-Recruit unit of his controller dies', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), viktor({ base: [{ card: 'OGN-246' }, { card: 'OGN-219', label: 'victim' }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('victim'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(recruits(table, 1)).toHaveLength(1);
  });

  it('OGN-228 Vanguard Helm buffs another friendly unit when a buffed friendly unit dies', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), viktor({ base: [{ card: 'OGN-228' }, { card: 'OGN-219', label: 'victim', buffs: 1 }, { card: 'OGN-219', label: 'heir' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('victim'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(table.object('heir').buffs).toBe(1);
  });

  it('OGN-216 Soaring Scout channels a rune exhausted when it dies (Deathknell, 720)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-216', label: 'scout' }], runes: [] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('scout'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(table.state.seats[1]?.runes).toHaveLength(1);
  });
});

describe('play triggers and spells', () => {
  it('OGN-223 Peak Guardian buffs itself and the other friendly units at its battlefield', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-223', label: 'guardian' }], runes: [...runes(ORDER, 7)] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'friend' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guardian'), to: 0 });
    table.passChain();
    expect(table.object('guardian').buffs).toBe(1);
    expect(table.object('friend').buffs).toBe(1);
  });

  it('OGN-141 Kinkou Monk buffs up to two other friendly units (559.3.c.6)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-141', label: 'monk' }], base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('monk') });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('a'), stamp: 0 }, { id: table.id('b'), stamp: 0 }] });
    table.passChain();
    expect([table.object('a').buffs, table.object('b').buffs]).toEqual([1, 1]);
  });

  it('OGN-270 Showstopper buffs a friendly unit in base and moves it to a battlefield', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-270', label: 'show' }], base: [{ card: 'OGN-219', label: 'unit' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('show'), targets: [{ id: table.id('unit'), stamp: 0 }, { bf: 1 }] });
    table.passChain();
    expect(table.object('unit')).toMatchObject({ zone: 'battlefield', bf: 1, buffs: 1 });
    expect(table.state.showdown).toMatchObject({ bf: 1, combat: false });
  });

  it('OGN-266 Siphon Power gives friendly units there +1 and enemy units -1 to a minimum of 1', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-266', label: 'siphon' }], base: [{ card: 'OGN-219', label: 'enemyLater' }] }), sett()],
        [field('blank', 0, { controller: 0, contestedBy: 1, units: [{ card: 'OGN-219', label: 'mine' }, { card: 'OGN-096', controller: 1, label: 'theirs' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('siphon'), targets: [{ bf: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('mine'))).toBe(5);
    expect(mightOf(table.state, table.id('theirs'))).toBe(1);
  });

  it('OGN-146 Wallop readies a unit and costs nothing when a buff is spent (560.1)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-146', label: 'wallop' }], base: [{ card: 'OGN-219', label: 'unit', buffs: 1, exhausted: true }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('wallop'), targets: [{ id: table.id('unit'), stamp: 0 }], additionalCost: { pay: true, spendBuffFrom: table.id('unit') } });
    table.passChain();
    expect(table.object('unit')).toMatchObject({ exhausted: false, buffs: 0 });
    expect(table.eventsOf('CostPaid')).toHaveLength(0);
  });

  it('OGN-144 Spoils of War costs 2 less once an enemy unit died this turn', () => {
    const table = Table.load(
      duel([sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }, { card: 'OGN-144', label: 'spoils' }], runes: [...runes(ORDER, 6), ...runes(BODY, 4)] }), viktor({ base: [{ card: 'OGN-219', label: 'enemy' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    const before = table.eventsOf('CostPaid').length;
    table.act(0, { type: 'play', card: table.id('spoils') });
    expect(table.eventsOf('CostPaid').slice(before)[0]?.spentEnergy).toBe(2);
  });

  it('OGN-206 Back to Back needs two different friendly units (559.3.c.6)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-206', label: 'b2b' }], base: [{ card: 'OGN-219', label: 'a' }] }), sett()]));
    const a = { id: table.id('a'), stamp: 0 };
    expect(table.reject(0, { type: 'play', card: table.id('b2b'), targets: [a, a] }).code).toBe('target/illegal');
  });

  it('OGN-283 Navori Fighting Pit buffs a unit there when its controller holds it', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('OGN-283', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'holder' }] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.object('holder').buffs).toBe(1);
  });

  it('OGN-114, OGN-083 Progress Day draws four; Consult the Past is played from hiding for free (723)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-114', label: 'progress' }], runes: [...runes(MIND, 2), ...runes(ORDER, 6)], mainDeck: ['OGN-210', 'OGN-210', 'OGN-210', 'OGN-210', 'OGN-210', 'OGN-210'] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219'], facedown: { card: 'OGN-083', label: 'consult', hiddenTurn: 0 } }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('progress') });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(4);
    table.act(0, { type: 'play', card: table.id('consult') });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(6);
    expect(table.eventsOf('CostPaid')).toHaveLength(1);
  });
});
