import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { legalActions } from '../engine/legal-actions.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const CHAOS = 'OGN-166';
/** A seat with two ready runes of every domain. */
const everyDomain = () => [...runes(FURY, 2), ...runes(CALM, 2), ...runes(MIND, 2), ...runes(BODY, 2), ...runes(CHAOS, 2), ...runes(ORDER, 2)];
const caster = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: everyDomain(), ...extra });

const cardsOf = (table: Table, ids: readonly ObjectId[]) => ids.map((id) => table.object(id).card);

/** Passes the chain, ordering triggers as listed whenever a player is asked to. */
function resolveAll(table: Table): void {
  for (let i = 0; i < 50; i++) {
    const decision = table.decision();
    if (decision?.kind === 'orderTriggers') table.act(decision.seat, { type: 'orderTriggers', order: decision.triggers });
    else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
    else return;
  }
}

describe('Origins choice and control cards', () => {
  it('OGN-043 moves an enemy unit to the battlefield named as it is played (CR 1.3 444.1; FAQ Origins)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-043', label: 'charm' }] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    expect(table.reject(0, { type: 'play', card: table.id('charm'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }] }).code).toBe(
      'play/spell_place',
    );
    table.act(0, { type: 'play', card: table.id('charm'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }], to: 1 });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'battlefield', bf: 1 });
  });

  it('OGN-043 may send an enemy unit at a battlefield to its base, and bots are offered each place (CR 1.3 444; FAQ Origins)', () => {
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGN-043', label: 'charm' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)]),
    );
    const places = legalActions(table.state, 0)
      .filter((action) => action.type === 'play' && action.card === table.id('charm'))
      .map((action) => (action.type === 'play' ? action.to : undefined));
    expect(places).toEqual(['base', 0, 1]);
    table.act(0, { type: 'play', card: table.id('charm'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }], to: 'base' });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', controller: 1 });
  });

  it('OGN-094 plays a ready Sprite token with Temporary where its player chose (CR 1.3 182.1.a, 184.2, 816)', () => {
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGN-094', label: 'call' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('call'), to: 1 }).code).toBe('play/spell_place');
    table.act(0, { type: 'play', card: table.id('call'), to: 0 });
    resolveAll(table);
    const sprites = table.state.battlefields[0]?.units.filter((id) => table.object(id).card === 'OGN-274') ?? [];
    expect(sprites).toHaveLength(1);
    expect(table.object(sprites[0] as ObjectId)).toMatchObject({ exhausted: false, controller: 0 });
  });

  it('OGN-173 moves a friendly unit from base to a battlefield and readies it (CR 1.3 444, 415)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-173', label: 'wind' }], base: [{ card: 'OGN-219', label: 'sergeant', exhausted: true }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('wind'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }], to: 1 });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: false });
  });

  it('OGN-209 has each player kill one of their own units, chosen on resolution in turn order (CR 1.3 383.3.d.1, 428)', () => {
    const table = Table.load(
      duel([
        caster({ hand: [{ card: 'OGN-209', label: 'cull' }], base: [{ card: 'OGN-219', label: 'big' }, { card: 'OGN-210', label: 'small' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('cull') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('big'), table.id('small')] });
    table.act(0, { type: 'chooseCards', cards: [table.id('small')] });
    resolveAll(table);
    expect(table.object('small').zone).toBe('trash');
    expect(table.object('big').zone).toBe('base');
    expect(table.object('theirs').zone).toBe('trash');
    expect(cardsOf(table, table.state.seats[1]?.trash ?? [])).toEqual(['OGN-219']);
  });
});
