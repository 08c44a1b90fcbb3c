import { describe, expect, it } from 'vitest';
import type { CardRecord } from './card-facts.js';
import { normalizeCardName } from './card-names.js';
import { CardCatalog } from './catalog.js';
import { CATALOG } from './default-catalog.js';

const idOf = (code: string) => CATALOG.byCode(code)?.card.id;

describe('the catalog holds every card of the reference data', () => {
  it('has 935 cards: OGN 298, OGS 24, SFD 222, UNL 225, VEN 166', () => {
    const perSet = Object.fromEntries(['OGN', 'OGS', 'SFD', 'UNL', 'VEN'].map((set) => [set, CATALOG.cards.filter((card) => card.set === set).length]));
    expect(CATALOG.cards).toHaveLength(935);
    expect(perSet).toEqual({ OGN: 298, OGS: 24, SFD: 222, UNL: 225, VEN: 166 });
  });

  it('has 1,178 printings, each naming exactly one card', () => {
    const codes = CATALOG.cards.flatMap((card) => card.printings.map((printing) => printing.code));
    expect(codes).toHaveLength(1178);
    expect(new Set(codes).size).toBe(1178);
  });

  it('counts the types and supertypes of the README (472 units, 49 legends, 146 champions, 51 signature cards, 11 tokens)', () => {
    const count = (pick: (card: (typeof CATALOG.cards)[number]) => boolean) => CATALOG.cards.filter(pick).length;
    expect(count((card) => card.type === 'Unit')).toBe(472);
    expect(count((card) => card.type === 'Legend')).toBe(49);
    expect(count((card) => card.type === 'Battlefield')).toBe(66);
    expect(count((card) => card.type === 'Rune')).toBe(6);
    expect(count((card) => card.supertype === 'Champion')).toBe(146);
    expect(count((card) => card.supertype === 'Signature')).toBe(51);
    expect(count((card) => card.supertype === 'Token')).toBe(11);
  });

  it('keeps the facts of a card: Blazing Scorcher costs 5, has 5 Might, Fury, Accelerate', () => {
    expect(CATALOG.byId('OGN-001')).toMatchObject({ name: 'Blazing Scorcher', set: 'OGN', number: '001', type: 'Unit', domains: ['Fury'], energy: 5, power: null, might: 5, keywords: ['Accelerate'], rarity: 'Common' });
  });

  it('keeps the Might bonus of equipment and both types of a card that is a unit and a gear (VEN-058)', () => {
    expect(CATALOG.cards.filter((card) => card.mightBonus !== null).every((card) => card.type === 'Gear')).toBe(true);
    expect(CATALOG.byId('VEN-073')?.mightBonus).toBe(2);
    expect(CATALOG.byId('VEN-058')?.types).toEqual(['Unit', 'Gear']);
  });

  it('carries no rules text', () => {
    for (const card of CATALOG.cards) expect(Object.keys(card).sort()).toEqual(
      ['abilitiesAreKeywords', 'domains', 'energy', 'id', 'keywords', 'might', 'mightBonus', 'name', 'number', 'power', 'printings', 'rarity', 'set', 'supertype', 'tags', 'type', 'types'],
    );
  });
});

describe('lookups by printing code', () => {
  it('finds a card by its canonical code in any case and with or without the set size', () => {
    expect(idOf('OGN-202')).toBe('OGN-202');
    expect(idOf('ogn-202')).toBe('OGN-202');
    expect(idOf(' OGN-202/298 ')).toBe('OGN-202');
  });

  it('finds alternate art (a), signature (* or s) and overnumbered printings', () => {
    expect(idOf('OGN-202a')).toBe('OGN-202');
    expect(idOf('OGN-202A')).toBe('OGN-202');
    expect(idOf('OGN-299')).toBe('OGN-247');
    expect(idOf('OGN-299*')).toBe('OGN-247');
    expect(idOf('OGN-299s')).toBe('OGN-247');
    expect(CATALOG.byCode('ogn-299S/298')).toMatchObject({ code: 'OGN-299*', printing: { printed: 'OGN-299*/298', inSetNumbering: false } });
  });

  it('finds reprints in later sets: VEN-R01 is the Fury rune, VEN-SP1 is Kai\'Sa, Survivor, UNL-T05 is Gold', () => {
    expect(CATALOG.byCode('VEN-R01')?.card).toMatchObject({ id: 'OGN-007', name: 'Fury Rune' });
    expect(CATALOG.byCode('ven-sp1')?.card).toMatchObject({ id: 'OGN-039', name: "Kai'Sa, Survivor" });
    expect(idOf('VEN-SP1/006')).toBe('OGN-039');
    expect(idOf('UNL-T05')).toBe('SFD-T03');
    expect(idOf('UNL-220')).toBe('OGN-013');
  });

  it('treats a variant letter on a listed printing as that card, and says the printing is not listed', () => {
    expect(CATALOG.byCode('OGN-030s')).toMatchObject({ card: { id: 'OGN-030' }, code: 'OGN-030*', printing: null });
    expect(CATALOG.byCode('VEN-R01b')).toMatchObject({ card: { id: 'OGN-007' }, printing: null });
  });

  it('knows nothing it does not list: other sets, numbers past a set, rune printings of other sets, malformed codes', () => {
    for (const code of ['ARC-001', 'RAD-005', 'VEN-292', 'SFD-R02', 'UNL-R05a', 'OGN-7', 'OGN-0070', 'OGN', 'OGN-007x', '', 'Fury Rune']) {
      expect(CATALOG.byCode(code), code).toBeUndefined();
    }
  });

  it('marks which printings lie within their set\'s normal numbering (TR 2026-07-16 601.2.c)', () => {
    const printing = (code: string) => CATALOG.byCode(code)?.printing;
    expect(printing('OGN-013')?.inSetNumbering).toBe(true);
    expect(printing('UNL-220')?.inSetNumbering).toBe(false);
    expect(printing('VEN-SP1')?.inSetNumbering).toBe(false);
    expect(printing('VEN-R01')?.inSetNumbering).toBe(false);
  });
});

describe('lookups by name', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    for (const name of ["Kai'Sa, Survivor", 'kaisa survivor', 'KAI-SA  SURVIVOR', 'Kaï’Sa Survivor']) {
      expect(CATALOG.byName(name), name).toMatchObject({ kind: 'found', card: { id: 'OGN-039' } });
    }
  });

  it('finds a legend by its title and by champion and title', () => {
    for (const name of ['Loose Cannon', 'Jinx, Loose Cannon', 'Jinx - Loose Cannon']) {
      expect(CATALOG.byName(name), name).toMatchObject({ kind: 'found', card: { id: 'OGN-251' } });
    }
  });

  it('says when a name is unknown', () => {
    expect(CATALOG.byName('Jinx, Rebellious')).toEqual({ kind: 'unknown' });
  });

  it('reports every card a name could mean', () => {
    const record = (id: string, name: string): CardRecord => ({
      id, name, set: 'OGN', number: id.slice(4), type: 'Unit', types: ['Unit'], supertype: null, domains: ['Fury'], energy: 1, power: null, might: 1, mightBonus: null, tags: [], keywords: [], abilitiesAreKeywords: true, rarity: 'Common', printings: [`${id}/298`],
    });
    const catalog = CardCatalog.fromRecords([record('OGN-001', 'Sea-Stone'), record('OGN-002', 'Seastone'), record('OGN-003', 'Other')]);
    const match = catalog.byName('sea stone');
    expect(match.kind).toBe('ambiguous');
    expect(match.kind === 'ambiguous' ? match.candidates.map((card) => card.id) : []).toEqual(['OGN-001', 'OGN-002']);
  });

  it('has no two cards of the reference data under one normalized name', () => {
    const names = CATALOG.cards.map((card) => normalizeCardName(card.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('champion tags (CR 1.3 133.8.b)', () => {
  it('gives every legend exactly one champion tag, carried by at least one of its champion units', () => {
    for (const legend of CATALOG.cards.filter((card) => card.type === 'Legend')) {
      const tag = CATALOG.championTag(legend);
      expect(tag, legend.name).not.toBeNull();
      expect(legend.tags.filter((candidate) => CATALOG.allChampionTags().includes(candidate)), legend.name).toEqual([tag]);
      expect(CATALOG.cards.some((card) => card.supertype === 'Champion' && card.tags.includes(tag as string)), legend.name).toBe(true);
    }
  });

  it('reads Kennen, not the region tag Yordle, as the tag of Heart of the Tempest (VEN-155)', () => {
    expect(CATALOG.championTag(CATALOG.byId('VEN-155') ?? { tags: [] })).toBe('Kennen');
  });

  it('reads Master Yi as the tag of Yi, Meditative, whose name starts otherwise', () => {
    expect(CATALOG.championTag(CATALOG.byId('OGS-004') ?? { tags: [] })).toBe('Master Yi');
  });
});
