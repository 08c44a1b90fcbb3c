/**
 * The general piece behind playing a spell by an effect (CR 1.3 356.1, 355.3): the spell's
 * targets are chosen as it is played, among the legal combinations offered with it, and
 * "then recycle it" replaces its leaving the chain (CR 1.3 390.3.a), tested on Kai'Sa, Evolutionary.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, FURY, MIND, runes, sett, viktor } from './fixtures.js';

const KAISA = 'OGN-112';
const RAY = 'OGN-009'; // a Fury spell: 1 energy, 1 power; 3 damage to a unit at a battlefield
const DEFY = 'OGN-045'; // a Calm reaction that counters a cheap spell

function conquer(table: Table): void {
  table.act(0, { type: 'move', units: [table.id('kaisa')], to: 0 });
  table.passShowdown();
  table.passChain();
}

describe('playing a spell by an effect', () => {
  it('offers each legal target combination with the spell and checks the answer (CR 1.3 355.3, 356.1.b.2)', () => {
    const table = Table.load(
      duel(
        [viktor({ points: 2, runes: [...runes(MIND, 3), ...runes(FURY, 1)], base: [{ card: KAISA, label: 'kaisa' }], trash: [{ card: RAY, label: 'ray' }] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-175', label: 'skulker' }] })],
      ),
    );
    conquer(table);
    const decision = table.decision();
    if (decision?.kind !== 'choosePlayByEffect') throw new Error('no play offered');
    // The two units at battlefields (Kai'Sa herself and the enemy), each a play of its own.
    expect(decision.options).toHaveLength(2);
    expect(decision.upTo).toBe(true);
    expect(legalActions(table.state, 0)).toHaveLength(3);
    expect(table.reject(0, { type: 'choosePlayByEffect', option: 2 }).code).toBe('play/not_offered');
    table.act(0, { type: 'choosePlayByEffect', option: null });
    expect(table.object('ray').zone).toBe('trash');
    expect(table.state.chain).toHaveLength(0);
  });

  it('does not offer a spell whose power cannot be paid now (CR 1.3 356.1.b.2, 357)', () => {
    const table = Table.load(
      duel(
        [viktor({ points: 2, runes: runes(MIND, 3), base: [{ card: KAISA, label: 'kaisa' }], trash: [{ card: RAY, label: 'ray' }] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-175', label: 'skulker' }] })],
      ),
    );
    conquer(table);
    expect(table.decision()?.kind).toBe('priority');
    expect(table.object('ray').zone).toBe('trash');
  });

  it('recycles a spell played this way when it is countered too (CR 1.3 390.3.a, 601.1; rulings on Kai\'Sa, Evolutionary)', () => {
    const table = Table.load(
      duel(
        [viktor({ points: 2, runes: [...runes(MIND, 3), ...runes(FURY, 1)], base: [{ card: KAISA, label: 'kaisa' }], trash: [{ card: RAY, label: 'ray' }] }), sett({ runes: runes(CALM, 4), hand: [{ card: DEFY, label: 'defy' }] })],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-175', label: 'skulker' }] })],
      ),
    );
    conquer(table);
    const decision = table.decision();
    if (decision?.kind !== 'choosePlayByEffect') throw new Error('no play offered');
    const onSkulker = decision.options.findIndex((option) => JSON.stringify(option.targets[0]).includes(`"id":${table.id('skulker')}`));
    table.act(0, { type: 'choosePlayByEffect', option: onSkulker });
    for (let i = 0; i < 5 && table.decision()?.seat !== 1; i++) table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('defy'), targets: [{ id: table.id('ray'), stamp: table.object('ray').stamp }] });
    table.passChain();
    expect(table.object('skulker').zone).toBe('battlefield');
    expect(table.object('ray').zone).toBe('mainDeck');
    expect(table.object('defy').zone).toBe('trash');
  });
});
