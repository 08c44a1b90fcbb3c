/**
 * Value hashes of the records the engine writes most often (the pending decision and its flow,
 * the chain and showdown state, rune pools), computed from their known fields. Each gives exactly
 * what the generic `valueInto` gives for the same value (a record is the sum of its members, so
 * the order of the members does not matter); it only skips the key-string lookups and the
 * property enumeration of the generic walk. Fields whose shape is open (effect contexts, damage
 * assignments) go through the generic walk.
 *
 * A small identity memo per kind of record remembers the last values hashed: the value one draft
 * writes is the old value the next draft replaces, so each is hashed once, not twice.
 */
import { type Acc, hashString, keyInfo, type KeyInfo, type Lanes, valueInto } from '../hash/hash-value.js';
import type { Decision } from '../model/decision.js';
import type { Frame } from '../model/frame.js';
import type { ChainItem, PendingTrigger } from '../model/chain-item.js';
import type { ChainState, Pending, RunePool, ShowdownState } from '../model/game-state.js';
import type { Place } from '../model/ids.js';
import { finish, listInto, MemoHasher, openRecord, type RecordSum } from './record-hash.js';

const K = {
  decision: keyInfo('decision'),
  resume: keyInfo('resume'),
  flow: keyInfo('flow'),
  kind: keyInfo('kind'),
  seat: keyInfo('seat'),
  f: keyInfo('f'),
  position: keyInfo('position'),
  step: keyInfo('step'),
  item: keyInfo('item'),
  stage: keyInfo('stage'),
  remaining: keyInfo('remaining'),
  burnOuts: keyInfo('burnOuts'),
  ordered: keyInfo('ordered'),
  trigger: keyInfo('trigger'),
  bf: keyInfo('bf'),
  from: keyInfo('from'),
  active: keyInfo('active'),
  passes: keyInfo('passes'),
  relevant: keyInfo('relevant'),
  invited: keyInfo('invited'),
  byTrigger: keyInfo('byTrigger'),
  combat: keyInfo('combat'),
  contester: keyInfo('contester'),
  focus: keyInfo('focus'),
  energy: keyInfo('energy'),
  power: keyInfo('power'),
  Fury: keyInfo('Fury'),
  Calm: keyInfo('Calm'),
  Mind: keyInfo('Mind'),
  Body: keyInfo('Body'),
  Chaos: keyInfo('Chaos'),
  Order: keyInfo('Order'),
  any: keyInfo('any'),
  id: keyInfo('id'),
  source: keyInfo('source'),
  sourceStamp: keyInfo('sourceStamp'),
  card: keyInfo('card'),
  ability: keyInfo('ability'),
  controller: keyInfo('controller'),
  targets: keyInfo('targets'),
  place: keyInfo('place'),
  paidAdditional: keyInfo('paidAdditional'),
  fromHidden: keyInfo('fromHidden'),
  subject: keyInfo('subject'),
  here: keyInfo('here'),
  accelerated: keyInfo('accelerated'),
  mode: keyInfo('mode'),
  recycleOnLeave: keyInfo('recycleOnLeave'),
} as const;

/** The lanes of the frame names and decision kinds, looked up once. */
const FRAME_NAME = new Map<string, Lanes>();
const nameLanes = (name: string): Lanes => {
  let lanes = FRAME_NAME.get(name);
  if (!lanes) {
    lanes = hashString(name);
    FRAME_NAME.set(name, lanes);
  }
  return lanes;
};
const PRIORITY = hashString('priority');
const MULLIGAN = hashString('mulligan');

/** 514-517 etc.: a frame of the flow (the stack the pending decision keeps). */
export function frameInto(frame: Frame, out: Acc): void {
  if (frame.f === 'effect' || frame.f === 'kill' || frame.f === 'combatDamage') {
    // Open shapes (effect contexts, unit lists, assignments): the generic walk, members and all.
    valueInto(frame, out);
    return;
  }
  const sum = openRecord();
  switch (frame.f) {
    case 'actionPhase':
    case 'settle':
    case 'showdown':
    case 'endShowdown':
    case 'chooseBattlefield':
      break;
    case 'resolveTop':
      if (frame.item !== undefined) sum.num(K.item, frame.item);
      break;
    case 'turnStep':
      sum.str(K.step, frame.step);
      break;
    case 'cleanup':
      sum.str(K.stage, frame.stage);
      break;
    case 'mulligan':
      sum.num(K.position, frame.position);
      break;
    case 'afterResolve':
      sum.num(K.item, frame.item);
      break;
    case 'draw':
    case 'burnOutPoint':
      sum.num(K.seat, frame.seat);
      sum.num(K.remaining, frame.remaining);
      if (frame.burnOuts !== undefined) sum.num(K.burnOuts, frame.burnOuts);
      break;
    case 'placeTriggers':
      sum.numOrNull(K.ordered, frame.ordered);
      break;
    case 'chooseTriggerTargets':
    case 'confirmTrigger':
      sum.num(K.trigger, frame.trigger);
      break;
    case 'combatResolution':
      sum.num(K.bf, frame.bf);
      sum.str(K.stage, frame.stage);
      break;
    case 'invitation':
      sum.num(K.from, frame.from);
      break;
    default: {
      const unreachable: never = frame;
      throw new Error(`unknown frame ${JSON.stringify(unreachable)}`);
    }
  }
  sum.lanes(K.f, nameLanes(frame.f));
  finish(sum, out);
}

function frameListInto(frames: readonly Frame[], out: Acc): void {
  listInto(frames, frameMemo, out);
}

export function decisionInto(decision: Decision, out: Acc): void {
  if (decision.kind !== 'priority' && decision.kind !== 'mulligan') {
    valueInto(decision, out);
    return;
  }
  const sum = openRecord();
  sum.lanes(K.kind, decision.kind === 'priority' ? PRIORITY : MULLIGAN);
  sum.num(K.seat, decision.seat);
  finish(sum, out);
}

function frameOrNullInto(frame: Frame | null, out: Acc): void {
  frameMemo.hash(frame, out);
}

/** A place (`base` or a battlefield index) or null. */
function placeInto(sum: RecordSum, key: KeyInfo, place: Place | null): void {
  if (place === null) sum.nul(key);
  else if (place === 'base') sum.lanes(key, BASE);
  else sum.num(key, place);
}

const BASE = hashString('base');

/** 532-544: an item on the chain (`ChainItem`). */
export function chainItemInto(item: ChainItem, out: Acc): void {
  const sum = openRecord();
  sum.num(K.id, item.id);
  sum.str(K.kind, item.kind);
  sum.num(K.source, item.source);
  sum.num(K.sourceStamp, item.sourceStamp);
  sum.str(K.card, item.card);
  sum.num(K.ability, item.ability);
  sum.num(K.controller, item.controller);
  sum.any(K.targets, item.targets);
  placeInto(sum, K.place, item.place);
  sum.bool(K.paidAdditional, item.paidAdditional);
  sum.numOrNull(K.fromHidden, item.fromHidden);
  sum.numOrNull(K.subject, item.subject);
  placeInto(sum, K.here, item.here);
  if (item.accelerated !== undefined) sum.bool(K.accelerated, item.accelerated);
  if (item.mode !== undefined) sum.num(K.mode, item.mode);
  if (item.recycleOnLeave !== undefined) sum.bool(K.recycleOnLeave, item.recycleOnLeave);
  finish(sum, out);
}

/** 541, 583.3: a triggered ability waiting for the chain (`PendingTrigger`). */
export function triggerInto(trigger: PendingTrigger, out: Acc): void {
  const sum = openRecord();
  sum.num(K.id, trigger.id);
  sum.num(K.source, trigger.source);
  sum.num(K.sourceStamp, trigger.sourceStamp);
  sum.str(K.card, trigger.card);
  sum.num(K.ability, trigger.ability);
  sum.num(K.controller, trigger.controller);
  sum.numOrNull(K.subject, trigger.subject);
  placeInto(sum, K.here, trigger.here);
  sum.bool(K.paidAdditional, trigger.paidAdditional);
  finish(sum, out);
}

export const chainListInto = (items: readonly ChainItem[], out: Acc): void => listInto(items, chainItemMemo, out);
export const triggerListInto = (items: readonly PendingTrigger[], out: Acc): void => listInto(items, triggerMemo, out);

/**
 * Pending decisions repeat: the same decision (the constant priority decisions of `frames.ts`)
 * over the same constant frames. A ring of recent ones, compared member by member by identity,
 * finds their hash without hashing the flow again.
 */
const PENDING_MEMO = 16;
const pendingDecisions: (Decision | null)[] = Array.from({ length: PENDING_MEMO }, () => null);
const pendingResumes: (Frame | null)[] = Array.from({ length: PENDING_MEMO }, () => null);
const pendingFlows: (readonly Frame[])[] = Array.from({ length: PENDING_MEMO }, () => []);
const pendingA = new Int32Array(PENDING_MEMO);
const pendingB = new Int32Array(PENDING_MEMO);
let pendingNext = 0;

function sameFrames(a: readonly Frame[], b: readonly Frame[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function pendingInto(pending: Pending, out: Acc): void {
  for (let i = 0; i < PENDING_MEMO; i++) {
    if (pendingDecisions[i] === pending.decision && pendingResumes[i] === pending.resume && sameFrames(pendingFlows[i] as readonly Frame[], pending.flow)) {
      out.a = pendingA[i] as number;
      out.b = pendingB[i] as number;
      return;
    }
  }
  pendingRecordInto(pending, out);
  const slot = pendingNext;
  pendingDecisions[slot] = pending.decision;
  pendingResumes[slot] = pending.resume;
  pendingFlows[slot] = pending.flow;
  pendingA[slot] = out.a;
  pendingB[slot] = out.b;
  pendingNext = (slot + 1) % PENDING_MEMO;
}

function pendingRecordInto(pending: Pending, out: Acc): void {
  const sum = openRecord();
  sum.typed(K.decision, pending.decision, decisionInto);
  sum.typed(K.resume, pending.resume, frameOrNullInto);
  sum.typed(K.flow, pending.flow, frameListInto);
  finish(sum, out);
}

export function chainStateInto(chain: ChainState, out: Acc): void {
  const sum = openRecord();
  sum.num(K.active, chain.active);
  sum.num(K.passes, chain.passes);
  sum.numbers(K.relevant, chain.relevant);
  sum.numOrNull(K.invited, chain.invited);
  sum.bool(K.byTrigger, chain.byTrigger);
  finish(sum, out);
}

export function showdownInto(showdown: ShowdownState, out: Acc): void {
  const sum = openRecord();
  sum.num(K.bf, showdown.bf);
  sum.bool(K.combat, showdown.combat);
  sum.num(K.contester, showdown.contester);
  sum.num(K.focus, showdown.focus);
  sum.num(K.passes, showdown.passes);
  sum.numbers(K.relevant, showdown.relevant);
  sum.numOrNull(K.invited, showdown.invited);
  finish(sum, out);
}

function powerInto(power: RunePool['power'], out: Acc): void {
  const sum = openRecord();
  sum.num(K.Fury, power.Fury);
  sum.num(K.Calm, power.Calm);
  sum.num(K.Mind, power.Mind);
  sum.num(K.Body, power.Body);
  sum.num(K.Chaos, power.Chaos);
  sum.num(K.Order, power.Order);
  sum.num(K.any, power.any);
  finish(sum, out);
}

export function poolInto(pool: RunePool, out: Acc): void {
  const sum = openRecord();
  sum.num(K.energy, pool.energy);
  sum.typed(K.power, pool.power, powerInto);
  finish(sum, out);
}

/** Frames, chain items and pending triggers stay the same objects while they wait, so their
 * hashes are remembered by identity (a ring of recent ones). */
const frameMemo = new MemoHasher<Frame>(frameInto, 16);
const chainItemMemo = new MemoHasher<ChainItem>(chainItemInto, 16);
const triggerMemo = new MemoHasher<PendingTrigger>(triggerInto, 16);
