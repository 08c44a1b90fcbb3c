/** Rule tests for the card-language pieces of the choices and control group (issue 23). */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, ref, resolveAll, runes, sett, viktor } from './fixtures.js';
import { Table } from '../testing/table.js';
import { redactEvents } from '../views/redact-event.js';
import type { ObjectId } from '../model/ids.js';

const CHAOS = 'OGN-166';
const everyDomain = () => [...runes(FURY, 2), ...runes(CALM, 2), ...runes(MIND, 2), ...runes(BODY, 2), ...runes(CHAOS, 2), ...runes(ORDER, 2)];
const caster = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: everyDomain(), ...extra });

describe('card language: choices, places and control', () => {
  it('a spell that moves a unit names the destination on play, which rides on the chain item (CR 1.3 444.1; FAQ Origins)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-043', label: 'charm' }] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    expect(table.reject(0, { type: 'play', card: table.id('charm'), targets: [ref(table, 'sergeant')], to: 7 }).code).toBe('play/spell_place');
    table.act(0, { type: 'play', card: table.id('charm'), targets: [ref(table, 'sergeant')], to: 0 });
    expect(table.state.chain[0]).toMatchObject({ kind: 'spell', place: 0 });
    table.passChain();
    expect(table.object('sergeant')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.eventsOf('UnitsMoved').at(-1)).toMatchObject({ standard: false });
  });

  it('a unit already at the named destination does not move (CR 1.3 441.1)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-043', label: 'charm' }] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    table.act(0, { type: 'play', card: table.id('charm'), targets: [ref(table, 'sergeant')], to: 'base' });
    table.passChain();
    expect(table.object('sergeant').zone).toBe('base');
    expect(table.eventsOf('UnitsMoved')).toHaveLength(0);
  });

  it('a token a spell plays goes to a place its player names among those units may be played to (CR 1.3 182.1.a)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-094', label: 'call' }] }), sett()]));
    const places = legalActions(table.state, 0)
      .filter((action) => action.type === 'play' && action.card === table.id('call'))
      .map((action) => (action.type === 'play' ? action.to : undefined));
    expect(places).toEqual(['base']);
    table.act(0, { type: 'play', card: table.id('call'), to: 'base' });
    table.passChain();
    expect(table.state.seats[0]?.base.map((id) => table.object(id).card)).toContain('OGN-274');
  });

  it('forEachPlayer with others leaves the controller out, from the next player on (CR 1.3 383.3.d.1)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-071', label: 'favors' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('favors') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 1 });
    table.act(1, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(table.decision()?.kind).toBe('priority');
  });

  it('a unit leaving a battlefield triggers the friendly units staying there, not those moving with it (CR 1.3 441.1, 383.1)', () => {
    const table = Table.load(
      duel(
        [caster(), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-177', label: 'pursuer' }, { card: 'OGN-210', label: 'poro' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('poro'), table.id('pursuer')], to: 'base' });
    expect(table.decision()?.kind).toBe('priority');
    expect(table.state.triggers).toHaveLength(0);
  });

  it('"moved with it" goes to the other unit\'s present location, a base included (CR 1.3 444)', () => {
    const table = Table.load(
      duel(
        [caster(), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-177', label: 'pursuer' }, { card: 'OGN-210', label: 'poro' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('poro')], to: 'base' });
    table.act(0, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(table.object('pursuer').zone).toBe('base');
  });

  it('a "choose one" trigger asks for its mode with its targets as it is placed and keeps it on the chain item (CR 1.3 355.3, 383.3)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-155', label: 'qiyana' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('qiyana')], to: 0 });
    table.passShowdown();
    table.act(0, { type: 'chooseTargets', targets: [], mode: 0 });
    expect(table.state.chain.at(-1)).toMatchObject({ mode: 0 });
  });

  it('"choose one you have not chosen this turn" remembers the modes per object until the turn ends (CR 1.3 402.1, 317.2.c)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-157', label: 'udyr', buffs: 1, exhausted: true }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('udyr'), ability: 0, mode: 2 });
    expect(table.state.turnEffects).toEqual([{ kind: 'modeChosen', seat: 0, source: table.id('udyr'), stamp: table.object('udyr').stamp, ability: 0, mode: 2 }]);
    table.passChain();
    table.act(0, { type: 'endTurn' });
    expect((table.state.turnEffects ?? []).filter((effect) => effect.kind === 'modeChosen')).toEqual([]);
  });

  it('a mode whose targets cannot be chosen is not offered (CR 1.3 355.5)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-157', label: 'udyr', buffs: 1 }] }), sett()]));
    const modes = legalActions(table.state, 0)
      .filter((action) => action.type === 'activate' && action.source === table.id('udyr'))
      .map((action) => (action.type === 'activate' ? action.mode : undefined));
    expect(modes).toEqual([2, 3]);
  });
  it('taking control keeps the permanent where it is under its new controller; a recall then sends it to their base (CR 1.3 450, 451)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-203', label: 'possession' }], runes: [...everyDomain(), ...runes(CHAOS, 4)] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant', damage: 1 }] }), field('blank', 1)],
      ),
    );
    const stamp = table.object('sergeant').stamp;
    table.act(0, { type: 'play', card: table.id('possession'), targets: [ref(table, 'sergeant')] });
    table.passChain();
    expect(table.eventsOf('ControlTaken')).toMatchObject([{ object: table.id('sergeant'), controller: 0 }]);
    // Still the same object on the board (CR 1.3 109): damage and stamp stay.
    expect(table.object('sergeant')).toMatchObject({ controller: 0, zone: 'base', stamp, damage: 1 });
  });

  it('a "kill this" cost kills the source as the ability is activated, before anyone responds (CR 1.3 428)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-212', label: 'forge' }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('forge'), ability: 1 });
    expect(table.object('forge').zone).toBe('trash');
    expect(table.state.chain).toHaveLength(1);
  });

  it('recycling up to N cards from trashes may pick none; nothing is asked with empty trashes (CR 1.3 416)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-212', label: 'forge' }] }), sett({ trash: [{ card: 'OGN-219', label: 'theirs' }] })]));
    table.act(0, { type: 'activate', source: table.id('forge'), ability: 1 });
    table.passChain();
    // The forge itself is in its owner's trash by now, and may be chosen too.
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 2, min: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.object('theirs').zone).toBe('trash');
  });

  it('keeping some of each kind asks only for kinds with more than may be kept and keeps the rest whole (CR 1.3 419.3.c)', () => {
    const table = Table.load(
      duel([
        caster({ hand: [{ card: 'OGN-244', label: 'judgment' }], base: [{ card: 'OGN-219', label: 'u1' }], runes: [...everyDomain()].slice(0, 2).concat(runes(ORDER, 7)) }),
        sett({ runes: runes(BODY, 2), hand: [{ card: 'OGN-210' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('judgment') });
    table.passChain();
    const mine = table.state.seats[0]?.runes ?? [];
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: mine, count: 2 });
    table.act(0, { type: 'chooseCards', cards: [mine[0] as ObjectId, mine[1] as ObjectId] });
    expect(table.decision()?.kind).toBe('priority');
    expect(table.object('u1').zone).toBe('base');
    expect(table.state.seats[0]?.runes).toHaveLength(2);
    expect(table.state.seats[1]?.runes).toHaveLength(2);
    expect(table.state.seats[1]?.hand).toHaveLength(1);
  });

  it('a target spec with orGear and orFacedown also accepts a friendly gear or a facedown card, never an enemy one (CR 1.3 811)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-181', label: 'pack' }] }), sett()],
        [field('blank', 0, { controller: 1, units: ['OGN-219'], facedown: { card: 'OGN-197', label: 'theirs', controller: 1, owner: 1, hiddenTurn: 0 } }), field('blank', 1)],
      ),
    );
    expect(table.reject(0, { type: 'activate', source: table.id('pack'), ability: 0, targets: [ref(table, 'theirs')] }).code).toBe('target/illegal');
  });

  it('a revealed rune is shown to every player, and the domain decides which reflexive trigger follows (CR 1.3 424, 386-388)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-200', label: 'fate' }], runeDeck: [{ card: ORDER, label: 'top' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('fate')], to: 0 });
    for (let i = 0; i < 6 && table.eventsOf('CardsRevealed').length === 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    const seen = redactEvents(table.state, table.events, { kind: 'seat', seat: 1 }).filter((event) => event.type === 'CardsRevealed');
    expect(seen).toMatchObject([{ type: 'CardsRevealed', seat: 0, cards: [{ card: ORDER }] }]);
    // The single legal choice of the Order trigger (stun an enemy unit) is taken as it is placed.
    for (let i = 0; i < 6 && !table.object('sergeant').stunned; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    expect(table.object('sergeant').stunned).toBe(true);
  });

  it('"all other" units leave out the unit chosen as that target (CR 1.3 417.1.d)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-200', label: 'fate' }], runeDeck: [{ card: FURY }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('fate')], to: 0 });
    for (let i = 0; i < 8 && table.eventsOf('DamageDealt').length === 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    expect(table.eventsOf('DamageDealt').map((event) => [event.target, event.amount])).toEqual([[table.id('drake'), 2]]);
  });
  it('group target slots only offer units at the first one\'s battlefield within the total might (CR 1.3 355.11)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-256', label: 'fox' }] }), sett()],
        [
          field('blank', 0, { controller: 1, units: [{ card: 'OGN-210', label: 'poro' }, { card: 'OGN-003', label: 'enforcer' }, { card: 'OGN-219', label: 'sergeant' }] }),
          field('blank', 1, { controller: 1, units: [{ card: 'OGN-271', label: 'recruit', token: true }] }),
        ],
      ),
    );
    const plays = legalActions(table.state, 0).filter((action) => action.type === 'play' && action.card === table.id('fox'));
    for (const action of plays) {
      if (action.type !== 'play') continue;
      const chosen = (action.targets ?? []).flatMap((target) => (target && 'id' in target ? [target.id] : []));
      const places = new Set(chosen.map((id) => table.object(id).bf));
      expect(places.size).toBeLessThanOrEqual(1);
      expect(chosen.includes(table.id('sergeant')) && chosen.length > 1).toBe(false);
      expect(chosen.includes(table.id('poro')) && chosen.includes(table.id('enforcer')) && chosen.length > 2).toBe(false);
    }
    expect(plays.length).toBeGreaterThan(3);
  });
});
