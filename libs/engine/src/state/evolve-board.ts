/** Evolving the events that change objects on the board, battlefields, points and resources. */
import type { GameEventBody, PowerAmounts } from '../model/game-event.js';
import type { CombatState, MightEffect, RunePool } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { cardOf } from '../cards/card-registry.js';
import type { GameObject } from '../model/game-object.js';
import type { Draft } from './draft.js';
import { objectOf, patchObject, relocate } from './zones.js';

type Body<T extends GameEventBody['type']> = Extract<GameEventBody, { type: T }>;

export const EMPTY_POOL: RunePool = {
  energy: 0,
  power: { Fury: 0, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 0 },
};

function addToPool(pool: RunePool, energy: number, power: PowerAmounts, sign: 1 | -1): RunePool {
  const was = pool.power;
  return {
    energy: plus(pool.energy, energy, sign),
    power: {
      Fury: plus(was.Fury, power.Fury ?? 0, sign),
      Calm: plus(was.Calm, power.Calm ?? 0, sign),
      Mind: plus(was.Mind, power.Mind ?? 0, sign),
      Body: plus(was.Body, power.Body ?? 0, sign),
      Chaos: plus(was.Chaos, power.Chaos ?? 0, sign),
      Order: plus(was.Order, power.Order ?? 0, sign),
      any: plus(was.any, power.any ?? 0, sign),
    },
  };
}

/** `total + sign * amount` without the multiplication: `-1 * 0` is -0, a double in V8, and one
 * double stored into a pool makes that field of every pool a boxed double (see `smallInteger` in
 * the prng library). */
function plus(total: number, amount: number, sign: 1 | -1): number {
  return sign > 0 ? total + amount : total - amount;
}

/** Exhausts and recycles the sources, adds what they made, and takes a paid cost out. */
export function evolveResources(d: Draft, e: Body<'ResourcesAdded'> | Body<'CostPaid'>): void {
  for (const id of e.exhausted) patchObject(d, id, 'exhausted', true);
  for (const rune of e.recycled) relocate(d, rune, { zone: 'runeDeck', position: 'bottom' });
  const seat = d.state.seats[e.seat];
  if (!seat) return;
  let pool = addToPool(seat.pool, e.energy, e.power, 1);
  if (e.type === 'CostPaid') pool = addToPool(pool, e.spentEnergy, e.spentPower, -1);
  d.setSeat(e.seat, 'pool', pool);
}

export function isEmptyPool(pool: RunePool): boolean {
  const power = pool.power;
  return (
    pool.energy === 0 &&
    power.Fury === 0 &&
    power.Calm === 0 &&
    power.Mind === 0 &&
    power.Body === 0 &&
    power.Chaos === 0 &&
    power.Order === 0 &&
    power.any === 0
  );
}

export function evolvePoolsEmptied(d: Draft): void {
  d.state.seats.forEach((seat, index) => {
    if (!isEmptyPool(seat.pool)) d.setSeat(index, 'pool', EMPTY_POOL);
  });
}

export function evolveReadied(d: Draft, e: Body<'ObjectsReadied'>): void {
  for (const id of e.objects) patchObject(d, id, 'exhausted', false);
}

export function evolveDamageDealt(d: Draft, e: Body<'DamageDealt'>): void {
  patchObject(d, e.target, 'damage', objectOf(d, e.target).damage + e.amount);
}

export function evolveDamageCleared(d: Draft, e: Body<'DamageCleared'>): void {
  for (const id of e.objects) patchObject(d, id, 'damage', 0);
}

export function evolveBuff(d: Draft, e: Body<'BuffAdded'> | Body<'BuffSpent'>): void {
  const buffs = objectOf(d, e.unit).buffs;
  patchObject(d, e.unit, 'buffs', e.type === 'BuffAdded' ? buffs + 1 : buffs - 1);
}

/** The effect with every field written, the absent ones as undefined (hashed, serialized and
 * compared as absent), so every effect in the state has one hidden class: the might and keyword
 * rules read them for every unit they look at (ADR 0100, ADR 0115). */
function oneShapeEffect(effect: MightEffect): MightEffect {
  const copy: { readonly [K in keyof MightEffect]-?: MightEffect[K] | undefined } = {
    id: effect.id,
    timestamp: effect.timestamp,
    target: effect.target,
    stamp: effect.stamp,
    amount: effect.amount,
    minimum: effect.minimum,
    grants: effect.grants,
    untilCombatEnds: effect.untilCombatEnds,
  };
  return copy as MightEffect;
}

export function evolveMightModified(d: Draft, e: Body<'MightModified'> | Body<'KeywordsGranted'>): void {
  d.setRoot('nextId', d.state.nextId + 1);
  d.setRoot('clock', d.state.clock + 1);
  d.setRoot('effects', [...d.state.effects, oneShapeEffect(e.effect)]);
}

export function evolveStunsEnded(d: Draft, e: Body<'StunsEnded'>): void {
  for (const id of e.units) patchObject(d, id, 'stunned', false);
}

export function evolveScored(d: Draft, e: Body<'BattlefieldConquered'> | Body<'BattlefieldHeld'>): void {
  d.setTurn('scored', [...d.state.turn.scored, { bf: e.bf, seat: e.seat }]);
}

export function evolvePointsGained(d: Draft, e: Body<'PointsGained'>): void {
  const side = d.state.sides.findIndex((candidate) => candidate.seats.includes(e.seat));
  const current = d.state.sides[side];
  if (current) d.setSide(side, 'points', current.points + e.points);
}

/**
 * A copy of `combat` with `changes` applied. Every field is written (the optional ones as
 * undefined, which hashes as absent) in one order, so the combat keeps one hidden class as checks
 * are noted on it and the rules reading it stay monomorphic; a spread (`{ ...combat, ... }`) gave
 * it a new one each time (ADR 0100, ADR 0115).
 */
export function withCombat(combat: CombatState, changes: Partial<CombatState> = {}): CombatState {
  const copy: { readonly [K in keyof CombatState]-?: CombatState[K] | undefined } = {
    bf: changes.bf ?? combat.bf,
    attacker: changes.attacker ?? combat.attacker,
    defender: changes.defender ?? combat.defender,
    attackChecked: changes.attackChecked ?? combat.attackChecked,
    defendChecked: changes.defendChecked ?? combat.defendChecked,
    excessAssigned: changes.excessAssigned ?? combat.excessAssigned,
  };
  return copy as CombatState;
}

export function evolveCombatBegan(d: Draft, e: Body<'CombatBegan'>): void {
  d.setRoot('combat', withCombat(e.combat));
  for (const id of e.attackers) patchObject(d, id, 'role', 'attacker');
  for (const id of e.defenders) {
    patchObject(d, id, 'role', 'defender');
    noteDefendChecked(d, id);
  }
}

/** CR 1.3 383.4.e.2.a: `unit` had its attack triggers checked in the combat in progress. */
export function noteAttackChecked(d: Draft, unit: ObjectId): void {
  const combat = d.state.combat;
  if (!combat || combat.attackChecked?.includes(unit)) return;
  d.setRoot('combat', withCombat(combat, { attackChecked: [...(combat.attackChecked ?? []), unit] }));
}

function hasDefendTrigger(unit: GameObject): boolean {
  return cardOf(unit).abilities.some((ability) => ability.kind === 'triggered' && (ability.trigger === 'attackOrDefendSelf' || ability.trigger === 'defendSelf'));
}

/** CR 1.3 383.4.f.2.a: `unit`, which has a defend trigger, had it checked in the combat in progress. */
export function noteDefendChecked(d: Draft, unit: ObjectId): void {
  const combat = d.state.combat;
  if (!combat || combat.defendChecked?.includes(unit) || !hasDefendTrigger(objectOf(d, unit))) return;
  d.setRoot('combat', withCombat(combat, { defendChecked: [...(combat.defendChecked ?? []), unit] }));
}

export function evolveCombatEnded(d: Draft, e: Body<'CombatEnded'>): void {
  d.setRoot('combat', null);
  // "This combat" effects end with it; the list is left as it is when there are none.
  if (d.state.effects.some((effect) => effect.untilCombatEnds === true)) d.setRoot('effects', d.state.effects.filter((effect) => effect.untilCombatEnds !== true));
  const bf = d.state.battlefields[e.bf];
  for (const id of bf?.units ?? []) if (objectOf(d, id).role) patchObject(d, id, 'role', null);
}
