import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { legalActions } from '../engine/legal-actions.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, resolveAll, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const CHAOS = 'OGN-166';
/** A seat with two ready runes of every domain. */
const everyDomain = () => [...runes(FURY, 2), ...runes(CALM, 2), ...runes(MIND, 2), ...runes(BODY, 2), ...runes(CHAOS, 2), ...runes(ORDER, 2)];
const caster = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: everyDomain(), ...extra });

const cardsOf = (table: Table, ids: readonly ObjectId[]) => ids.map((id) => table.object(id).card);

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
  it('OGN-071 lets the other player choose cards: both players draw one (CR 1.3 383.3.d.1)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-071', label: 'favors' }], mainDeck: ['OGN-142'] }), sett({ mainDeck: ['OGN-210'] })]));
    table.act(0, { type: 'play', card: table.id('favors') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 1 });
    table.act(1, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
    expect(cardsOf(table, table.state.seats[1]?.hand ?? [])).toEqual(['OGN-210']);
  });

  it('OGN-071 lets the other player choose runes: both channel one rune exhausted (CR 1.3 430.2)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-071', label: 'favors' }], runeDeck: runes(ORDER, 2) }), sett({ runeDeck: runes(BODY, 2) })]));
    const before = [table.state.seats[0]?.runes.length ?? 0, table.state.seats[1]?.runes.length ?? 0];
    table.act(0, { type: 'play', card: table.id('favors') });
    table.passChain();
    table.act(1, { type: 'confirm', accept: false });
    resolveAll(table);
    for (const seat of [0, 1] as const) {
      const mine = table.state.seats[seat]?.runes ?? [];
      expect(mine.length).toBe((before[seat] ?? 0) + 1);
      expect(table.object(mine[mine.length - 1] as ObjectId).exhausted).toBe(true);
    }
    expect(table.state.seats[0]?.hand).toEqual([]);
  });

  it('OGN-177 may follow a friendly unit that moves away from its location (CR 1.3 441.1, 383.3.a)', () => {
    const table = Table.load(
      duel([caster({ base: [{ card: 'OGN-177', label: 'pursuer' }, { card: 'OGN-219', label: 'leader' }] }), sett()]),
    );
    table.act(0, { type: 'move', units: [table.id('leader')], to: 1 });
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(table.object('pursuer')).toMatchObject({ zone: 'battlefield', bf: 1 });
    expect(table.object('leader')).toMatchObject({ zone: 'battlefield', bf: 1 });
  });

  it('OGN-177 stays where it is when its controller declines to follow (CR 1.3 383.3.a)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-219', label: 'leader' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-177', label: 'pursuer' }, { card: 'OGN-210', label: 'poro' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('poro')], to: 'base' });
    table.act(0, { type: 'confirm', accept: false });
    resolveAll(table);
    expect(table.object('pursuer')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.object('poro').zone).toBe('base');
  });
  it('OGN-155 chooses to draw or to channel a rune exhausted as its conquer trigger is placed (CR 1.3 383.4.c.2.a, 355.3)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-155', label: 'qiyana' }], mainDeck: ['OGN-142'], runeDeck: runes(ORDER, 2) }), sett()]));
    table.act(0, { type: 'move', units: [table.id('qiyana')], to: 0 });
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
    const options = legalActions(table.state, 0);
    expect(options).toEqual([
      { type: 'chooseTargets', targets: [], mode: 0 },
      { type: 'chooseTargets', targets: [], mode: 1 },
    ]);
    const runesBefore = table.state.seats[0]?.runes.length ?? 0;
    table.act(0, { type: 'chooseTargets', targets: [], mode: 1 });
    expect(table.state.chain[table.state.chain.length - 1]).toMatchObject({ kind: 'trigger', mode: 1 });
    resolveAll(table);
    const mine = table.state.seats[0]?.runes ?? [];
    expect(mine.length).toBe(runesBefore + 1);
    expect(table.object(mine[mine.length - 1] as ObjectId).exhausted).toBe(true);
    expect(table.state.seats[0]?.hand).toEqual([]);
  });

  it('OGN-155 draws a card when that mode is chosen (CR 1.3 355.3)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-155', label: 'qiyana' }], mainDeck: ['OGN-142'] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('qiyana')], to: 0 });
    table.passShowdown();
    expect(table.reject(0, { type: 'chooseTargets', targets: [], mode: 2 }).code).toBe('ability/mode');
    table.act(0, { type: 'chooseTargets', targets: [], mode: 0 });
    resolveAll(table);
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
  });

  it('OGN-157 spends its buff for a mode not chosen yet this turn (CR 1.3 402.1, 702.2.b)', () => {
    const table = Table.load(
      duel(
        [caster({ legend: 'OGN-257', base: [{ card: 'OGN-157', label: 'udyr', buffs: 1, exhausted: true }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)],
      ),
    );
    const sergeant = { id: table.id('sergeant'), stamp: table.object('sergeant').stamp };
    const modes = legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === table.id('udyr'));
    expect(modes.map((action) => (action.type === 'activate' ? action.mode : undefined))).toEqual([0, 1, 2, 3]);
    expect(table.reject(0, { type: 'activate', source: table.id('udyr'), ability: 0 }).code).toBe('ability/mode');
    table.act(0, { type: 'activate', source: table.id('udyr'), ability: 0, mode: 0, targets: [sergeant] });
    table.passChain();
    expect(table.object('sergeant').damage).toBe(2);
    expect(table.object('udyr').buffs).toBe(0);
    // A new buff (from the Blind Monk legend) lets it use another mode, never the same one again this turn.
    table.act(0, { type: 'activate', source: table.state.seats[0]?.legend as ObjectId, ability: 0, targets: [{ id: table.id('udyr'), stamp: table.object('udyr').stamp }] });
    table.passChain();
    expect(table.object('udyr').buffs).toBe(1);
    expect(table.reject(0, { type: 'activate', source: table.id('udyr'), ability: 0, mode: 0, targets: [sergeant] }).code).toBe('ability/mode_chosen');
    const left = legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === table.id('udyr'));
    expect(left.map((action) => (action.type === 'activate' ? action.mode : undefined))).toEqual([1, 2, 3]);
    table.act(0, { type: 'activate', source: table.id('udyr'), ability: 0, mode: 2 });
    table.passChain();
    expect(table.object('udyr').exhausted).toBe(false);
  });
  it('OGN-203 takes control of an enemy unit at a battlefield and recalls it to the caster\'s base, not a move (CR 1.3 450, 451)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-203', label: 'possession' }], runes: [...everyDomain(), ...runes(CHAOS, 4)] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant', exhausted: true }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('possession'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }] });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', controller: 0, owner: 1, exhausted: true });
    expect(table.state.seats[0]?.base).toContain(table.id('sergeant'));
    expect(table.state.seats[1]?.base).not.toContain(table.id('sergeant'));
    expect(table.eventsOf('UnitsMoved')).toHaveLength(0);
    // The battlefield it left has no unit of its old controller any more.
    expect(table.state.battlefields[0]?.controller).toBeNull();
  });

  it('OGN-203 cannot choose an enemy unit in its base (CR 1.4 355.3)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-203', label: 'possession' }], runes: [...everyDomain(), ...runes(CHAOS, 4)] }), sett({ base: [{ card: 'OGN-219', label: 'sergeant' }] })]));
    expect(table.reject(0, { type: 'play', card: table.id('possession'), targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }] }).code).toBe('target/illegal');
  });
  it('OGN-212 plays a Recruit token to its base when it is played (CR 1.3 182.1.a, 184.1)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-212', label: 'forge' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('forge') });
    resolveAll(table);
    expect(table.object('forge').zone).toBe('base');
    expect(table.state.seats[0]?.base.map((id) => table.object(id).card)).toEqual(['OGN-212', 'OGN-271']);
  });

  it('OGN-212 is killed as the cost, then recycles up to four cards chosen from every trash to their owners\' decks (CR 1.3 416, 428)', () => {
    const table = Table.load(
      duel([
        caster({ base: [{ card: 'OGN-212', label: 'forge' }], trash: [{ card: 'OGN-142', label: 'drake' }, { card: 'OGN-210', label: 'poro' }], mainDeck: [] }),
        sett({ trash: [{ card: 'OGN-219', label: 'sergeant' }, { card: 'OGN-003', label: 'enforcer' }], mainDeck: [] }),
      ]),
    );
    table.act(0, { type: 'activate', source: table.id('forge'), ability: 1 });
    expect(table.object('forge').zone).toBe('trash');
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 4, min: 0 });
    table.act(0, { type: 'chooseCards', cards: [table.id('drake'), table.id('sergeant'), table.id('enforcer')] });
    resolveAll(table);
    expect(table.object('drake').zone).toBe('mainDeck');
    expect(table.state.seats[0]?.mainDeck).toEqual([table.id('drake')]);
    expect([...(table.state.seats[1]?.mainDeck ?? [])].sort()).toEqual([table.id('sergeant'), table.id('enforcer')].sort());
    expect(table.object('poro').zone).toBe('trash');
  });
  it('OGN-244 has each player keep two units, gear, runes and hand cards, then recycles all the rest together (CR 1.3 416, 160.2.b)', () => {
    const table = Table.load(
      duel([
        caster({
          hand: [{ card: 'OGN-244', label: 'judgment' }, { card: 'OGN-142', label: 'h1' }, { card: 'OGN-210', label: 'h2' }, { card: 'OGN-219', label: 'h3' }],
          base: [{ card: 'OGN-219', label: 'u1' }, { card: 'OGN-210', label: 'u2' }, { card: 'OGN-142', label: 'u3' }, { card: 'OGN-204', label: 'g1' }],
          runes: [...runes(ORDER, 9), ...runes(MIND, 3)],
          mainDeck: [],
          runeDeck: [],
        }),
        sett({ base: [{ card: 'OGN-219', label: 'e1' }, { card: 'OGN-210', label: 'e2' }, { card: 'OGN-271', label: 'recruit', token: true }], hand: [{ card: 'OGN-142', label: 'eh' }], mainDeck: [] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('judgment') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 2, options: [table.id('u1'), table.id('u2'), table.id('u3')] });
    table.act(0, { type: 'chooseCards', cards: [table.id('u1'), table.id('u3')] });
    const myRunes = table.state.seats[0]?.runes ?? [];
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 2, options: myRunes });
    table.act(0, { type: 'chooseCards', cards: [myRunes[0] as ObjectId, myRunes[1] as ObjectId] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 2 });
    table.act(0, { type: 'chooseCards', cards: [table.id('h1'), table.id('h2')] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 1, count: 2 });
    table.act(1, { type: 'chooseCards', cards: [table.id('e1'), table.id('recruit')] });
    const theirRunes = table.state.seats[1]?.runes ?? [];
    expect(table.object('u2').zone).toBe('base');
    table.act(1, { type: 'chooseCards', cards: [theirRunes[0] as ObjectId, theirRunes[1] as ObjectId] });
    resolveAll(table);
    // Nothing is recycled before the last choice; then all at once.
    expect(table.object('u2').zone).toBe('mainDeck');
    expect(table.object('h3').zone).toBe('mainDeck');
    expect(table.object('e2').zone).toBe('mainDeck');
    expect(table.object('g1').zone).toBe('base');
    expect(table.object('eh').zone).toBe('hand');
    expect(table.state.seats[0]?.runes).toEqual([myRunes[0], myRunes[1]]);
    expect(table.state.seats[0]?.runeDeck).toHaveLength(10);
    expect(table.state.seats[0]?.base).toEqual([table.id('u1'), table.id('u3'), table.id('g1')]);
    expect(table.state.seats[1]?.base).toEqual([table.id('e1'), table.id('recruit')]);
  });
  it('OGN-181 exhausts to return a friendly facedown card to its owner\'s hand (CR 1.3 811, 414)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-181', label: 'pack' }, { card: 'OGN-204', label: 'seal' }] }), sett({ base: [{ card: 'OGN-204', label: 'theirSeal' }] })],
        [field('blank', 0, { controller: 0, units: ['OGN-219'], facedown: { card: 'OGN-197', label: 'hidden', hiddenTurn: 0 } }), field('blank', 1)],
      ),
    );
    const choices = legalActions(table.state, 0)
      .filter((action) => action.type === 'activate' && action.source === table.id('pack'))
      .map((action) => (action.type === 'activate' ? action.targets?.[0] : undefined));
    expect(choices).toContainEqual({ id: table.id('hidden'), stamp: table.object('hidden').stamp });
    expect(choices).toContainEqual({ id: table.id('seal'), stamp: table.object('seal').stamp });
    expect(choices).not.toContainEqual({ id: table.id('pack'), stamp: table.object('pack').stamp });
    expect(choices).not.toContainEqual({ id: table.id('theirSeal'), stamp: table.object('theirSeal').stamp });
    table.act(0, { type: 'activate', source: table.id('pack'), ability: 0, targets: [{ id: table.id('hidden'), stamp: table.object('hidden').stamp }] });
    table.passChain();
    expect(table.object('hidden').zone).toBe('hand');
    expect(table.state.battlefields[0]?.facedown).toBeNull();
    expect(table.object('pack').exhausted).toBe(true);
  });

  it('OGN-181 returns another friendly gear or unit, never an enemy one (CR 1.4 355.3)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-181', label: 'pack' }, { card: 'OGN-219', label: 'sergeant' }] }), sett({ base: [{ card: 'OGN-210', label: 'poro' }] })]));
    expect(table.reject(0, { type: 'activate', source: table.id('pack'), ability: 0, targets: [{ id: table.id('poro'), stamp: table.object('poro').stamp }] }).code).toBe('target/illegal');
    table.act(0, { type: 'activate', source: table.id('pack'), ability: 0, targets: [{ id: table.id('sergeant'), stamp: table.object('sergeant').stamp }] });
    table.passChain();
    expect(table.object('sergeant').zone).toBe('hand');
  });
  it('OGN-200 reveals a Fury rune as it attacks, recycles it, then deals 2 to a chosen enemy unit there and 1 to the others (CR 1.3 386-388; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-200', label: 'fate' }], runeDeck: [{ card: FURY, label: 'top' }, { card: ORDER, label: 'bottom' }] }), sett()],
        [
          field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }, { card: 'OGN-219', label: 'sergeant' }, { card: 'OGN-210', label: 'poro' }] }),
          field('blank', 1),
        ],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('fate')], to: 0 });
    for (let i = 0; i < 10 && table.decision()?.kind !== 'chooseTargets'; i++) {
      const decision = table.decision();
      if (decision?.kind === 'priority') table.act(decision.seat, { type: 'pass' });
    }
    expect(table.eventsOf('CardsRevealed')).toMatchObject([{ type: 'CardsRevealed', seat: 0, cards: [{ id: table.id('top'), card: FURY }] }]);
    expect(table.state.seats[0]?.runeDeck).toEqual([table.id('top'), table.id('bottom')]);
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('drake'), stamp: table.object('drake').stamp }] });
    expect(table.state.chain.at(-1)).toMatchObject({ kind: 'trigger', ability: 1 });
    table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    expect(table.eventsOf('DamageDealt').map((event) => [event.target, event.amount])).toEqual([
      [table.id('drake'), 2],
      [table.id('sergeant'), 1],
      [table.id('poro'), 1],
    ]);
  });

  it('OGN-200 draws a card when the revealed rune is a Mind rune (CR 1.3 386-388; FAQ Origins)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-200', label: 'fate' }], runeDeck: [{ card: MIND }], mainDeck: ['OGN-142'] }), sett()], [field('blank', 0, { controller: 1, units: ['OGN-219'] }), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('fate')], to: 0 });
    for (let i = 0; i < 6 && table.state.chain.length > 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
  });
  it('OGN-256 kills any number of units at one battlefield with total might 4 or less (CR 1.3 355.11)', () => {
    const recruits = ['r1', 'r2', 'r3', 'r4'].map((label) => ({ card: 'OGN-271', label, token: true }));
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGN-256', label: 'fox' }] }), sett()], [field('blank', 0, { controller: 1, units: [...recruits, { card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)]),
    );
    const pad = (refs: ReturnType<typeof ref>[]) => [...refs, ...Array.from({ length: 8 - refs.length }, () => null)];
    const ref = (label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });
    expect(table.reject(0, { type: 'play', card: table.id('fox'), targets: pad([ref('sergeant'), ref('r1')]) }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('fox'), targets: pad([ref('r1'), ref('r2'), ref('r3'), ref('r4')]) });
    resolveAll(table);
    expect(table.state.battlefields[0]?.units).toEqual([table.id('sergeant')]);
  });

  it('OGN-256 lets its controller keep a subset of its targets that still fits when the group no longer does (CR 1.3 355.11.b)', () => {
    const recruits = ['r1', 'r2', 'r3', 'r4'].map((label) => ({ card: 'OGN-271', label, token: true }));
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-256', label: 'fox' }] }), sett({ hand: [{ card: 'OGN-058', label: 'discipline' }], runes: runes(CALM, 4) })],
        [field('blank', 0, { controller: 1, units: recruits }), field('blank', 1)],
      ),
    );
    const ref = (label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });
    table.act(0, { type: 'play', card: table.id('fox'), targets: [ref('r1'), ref('r2'), ref('r3'), ref('r4'), null, null, null, null] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('discipline'), targets: [ref('r4')] });
    resolveAll(table);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, min: 0 });
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('r1'), table.id('r2'), table.id('r4')] }).code).toBe('choice/bad_group');
    const offered = legalActions(table.state, 0).map((action) => (action.type === 'chooseCards' ? action.cards.length : -1));
    expect(Math.max(...offered)).toBe(3);
    table.act(0, { type: 'chooseCards', cards: [table.id('r1'), table.id('r4')] });
    resolveAll(table);
    expect(table.state.battlefields[0]?.units).toEqual([table.id('r2'), table.id('r3')]);
  });
  it('OGS-015 plays four Recruit tokens, each where its player names as it is played (CR 1.3 182.1.a, 184.1)', () => {
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGS-015', label: 'vanguard' }] }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('vanguard') });
    table.passChain();
    for (const place of ['base', 0, 0, 'base'] as const) {
      expect(table.decision()).toMatchObject({ kind: 'choosePlace', seat: 0, options: ['base', 0] });
      expect(legalActions(table.state, 0)).toEqual([
        { type: 'choosePlace', place: 'base' },
        { type: 'choosePlace', place: 0 },
      ]);
      table.act(0, { type: 'choosePlace', place });
    }
    resolveAll(table);
    const recruitsAt = (ids: readonly ObjectId[]) => ids.filter((id) => table.object(id).card === 'OGN-271').length;
    expect(recruitsAt(table.state.seats[0]?.base ?? [])).toBe(2);
    expect(recruitsAt(table.state.battlefields[0]?.units ?? [])).toBe(2);
    expect(table.reject(0, { type: 'choosePlace', place: 1 }).code).toBe('decision/unexpected_answer');
  });

  it('OGS-015 puts every Recruit in base without asking when its player controls no battlefield (CR 1.3 182.1.a)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGS-015', label: 'vanguard' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('vanguard') });
    table.passChain();
    expect(table.state.seats[0]?.base.filter((id) => table.object(id).card === 'OGN-271')).toHaveLength(4);
  });
});
