/**
 * The frames and decisions that carry no data of their own (or only a turn step or a seat), as
 * shared constants. Frames and decisions are immutable plain data, so one object serves every
 * push: the flow a pending decision keeps is then made of the same few objects game after game,
 * and their hashes are found by identity instead of being computed again (see `typed-hash.ts`).
 */
import type { Decision } from '../../model/decision.js';
import type { Frame, TurnStep } from '../../model/frame.js';
import type { Seat } from '../../model/ids.js';

export const SETTLE: Frame = { f: 'settle' };
export const SHOWDOWN: Frame = { f: 'showdown' };
export const END_SHOWDOWN: Frame = { f: 'endShowdown' };
export const RESOLVE_TOP: Frame = { f: 'resolveTop' };
export const ACTION_PHASE: Frame = { f: 'actionPhase' };
export const CHOOSE_BATTLEFIELD: Frame = { f: 'chooseBattlefield' };
export const CLEANUP_KILLS: Frame = { f: 'cleanup', stage: 'kills' };
export const PLACE_TRIGGERS: Frame = { f: 'placeTriggers', ordered: null };

const TURN_STEPS = new Map<TurnStep, Frame>();

/** The frame of one turn step (514-517). */
export function turnStep(step: TurnStep): Frame {
  let frame = TURN_STEPS.get(step);
  if (!frame) {
    frame = { f: 'turnStep', step };
    TURN_STEPS.set(step, frame);
  }
  return frame;
}

const PRIORITY: Decision[] = [];

/** 512: `seat` has priority (or focus) and may act. */
export function priorityFor(seat: Seat): Decision {
  let decision = PRIORITY[seat];
  if (!decision) {
    decision = { kind: 'priority', seat };
    PRIORITY[seat] = decision;
  }
  return decision;
}
