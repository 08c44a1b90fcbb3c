/** 514-517: the fixed steps of a turn, one frame each. */
import type { TurnStep } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { activeSeats, nextInTurnOrder, objectAt, seatAt, topOf, unitsOnBoard } from '../../rules/queries.js';
import { isEmptyPool } from '../../state/evolve-board.js';
import type { EngineContext } from '../context.js';
import { scoreBattlefield } from './scoring.js';
import { onBeginningPhase, onEndOfTurn, onReadied } from './trigger-detection.js';
import { ACTION_PHASE, CLEANUP_KILLS, SETTLE, turnStep } from './frames.js';
import { queueEndOfTurnTriggers } from './cost-resource-steps.js';

function positionOf(ctx: EngineContext, seat: Seat): number {
  return ctx.state.turnOrder.indexOf(seat);
}

function isFirstTurnOf(ctx: EngineContext, seat: Seat): boolean {
  return seatAt(ctx.state, seat).turnsTaken === 1;
}

/** 515.1 / 593.4.a: ready everything the turn player controls. */
function awaken(ctx: EngineContext, seat: Seat): void {
  const state = ctx.state;
  const mine: ObjectId[] = [];
  const readies = (id: ObjectId): void => {
    const object = objectAt(state, id);
    if (object.controller === seat && object.exhausted) mine.push(id);
  };
  // Permanents on the board (bases, then battlefields), then the runes, then the legend.
  for (const other of state.seats) for (const id of other.base) readies(id);
  for (const bf of state.battlefields) for (const id of bf.units) readies(id);
  for (const id of seatAt(state, seat).runes) readies(id);
  readies(seatAt(state, seat).legend);
  if (mine.length > 0) {
    ctx.emit({ type: 'ObjectsReadied', objects: mine });
    onReadied(ctx, seat, mine); // CR 1.3 315.1.b: the turn player readies them
  }
}

/** 515.3: channel 2 runes, plus a mode's first-turn extra (644.7, 646.7). */
function channelRunes(ctx: EngineContext, seat: Seat): void {
  let count = 2;
  if (isFirstTurnOf(ctx, seat)) {
    for (const extra of ctx.state.mode.firstTurn.extraRunesInFirstChannel) {
      if (extra.position === positionOf(ctx, seat)) count += extra.runes;
    }
  }
  for (let i = 0; i < count; i++) {
    const rune = topOf(seatAt(ctx.state, seat).runeDeck);
    if (rune === undefined) break; // 515.3.b.1
    ctx.emit({ type: 'RuneChanneled', seat, rune, exhausted: false });
  }
}

function skipsDraw(ctx: EngineContext, seat: Seat): boolean {
  return isFirstTurnOf(ctx, seat) && ctx.state.mode.firstTurn.skipFirstDraw.includes(positionOf(ctx, seat));
}

function expire(ctx: EngineContext): void {
  const damaged = unitsOnBoard(ctx.state).filter((id) => objectAt(ctx.state, id).damage > 0);
  if (damaged.length > 0) ctx.emit({ type: 'DamageCleared', objects: damaged }); // 517.2.a
  if (ctx.state.effects.length > 0) ctx.emit({ type: 'EffectsExpired' }); // 517.2.b
  if (ctx.state.turnEffects) ctx.emit({ type: 'TurnEffectsExpired' }); // CR 1.3 317.2.c
  emptyPools(ctx); // 517.2.c
}

/** 160: unspent energy and power are lost. */
function emptyPools(ctx: EngineContext): void {
  if (ctx.state.seats.some((seat) => !isEmptyPool(seat.pool))) ctx.emit({ type: 'RunePoolsEmptied' });
}

export function runTurnStep(ctx: EngineContext, step: TurnStep): void {
  const seat = ctx.state.turn.seat;
  switch (step) {
    case 'start': {
      // 118: the first player takes the first turn.
      const first = activeSeats(ctx.state)[0] ?? seat;
      ctx.emit({ type: 'TurnBegan', seat: first, number: ctx.state.turn.number + 1 });
      ctx.push(turnStep('awaken'));
      return;
    }
    case 'awaken':
      awaken(ctx, seat);
      ctx.push(turnStep('beginning'));
      ctx.push(CLEANUP_KILLS); // CR 1.4 319.2, 319.7: on to the Beginning Phase; objects readied
      return;
    case 'beginning':
      onBeginningPhase(ctx, seat); // 515.2.a, 728.1.b
      ctx.push(turnStep('scoring'));
      ctx.push(SETTLE);
      return;
    case 'scoring': {
      ctx.push(turnStep('channel'));
      // CR 1.4 319.2: the move on from the Beginning Phase is followed by a cleanup, which is
      // where a player who held to the victory score wins (CR 1.4 472), before channelling.
      ctx.push(CLEANUP_KILLS);
      ctx.push(SETTLE);
      // 515.2.b / 630.2: the turn player holds every battlefield it controls.
      for (const bf of ctx.state.battlefields) if (bf.controller === seat && !ctx.ended) scoreBattlefield(ctx, seat, bf.index, 'hold');
      return;
    }
    case 'channel':
      // 515.3-515.4: channel and draw are steps of the beginning of the turn with no window of
      // their own, so they need no phase events.
      channelRunes(ctx, seat);
      ctx.push(turnStep('draw'));
      ctx.push(CLEANUP_KILLS); // CR 1.4 319.2, 319.6: on to the Draw Phase; runes entered the board
      return;
    case 'draw':
      ctx.push(turnStep('drawEnd'));
      if (!skipsDraw(ctx, seat)) ctx.push({ f: 'draw', seat, remaining: 1 }); // 515.4.b
      return;
    case 'drawEnd':
      emptyPools(ctx); // 515.4.d
      ctx.push(turnStep('action'));
      ctx.push(SETTLE);
      ctx.push(CLEANUP_KILLS); // CR 1.4 319.2: the Draw Phase is over
      return;
    case 'action':
      ctx.emit({ type: 'PhaseBegan', phase: 'main' }); // CR 1.4 316 Main Phase
      ctx.push(ACTION_PHASE);
      ctx.push(CLEANUP_KILLS);
      return;
    case 'ending': {
      ctx.emit({ type: 'PhaseBegan', phase: 'ending' });
      // Reading R9: stuns end at the start of the end of turn.
      const stunned = unitsOnBoard(ctx.state).filter((id) => objectAt(ctx.state, id).stunned);
      if (stunned.length > 0) ctx.emit({ type: 'StunsEnded', units: stunned });
      onEndOfTurn(ctx, seat); // CR 1.3 317.1.a: the Ending Step's "at the end of the turn" effects
      queueEndOfTurnTriggers(ctx); // CR 1.3 390.2: and the delayed ones made this turn
      ctx.push(turnStep('expiration'));
      ctx.push(SETTLE);
      ctx.push(CLEANUP_KILLS); // CR 1.4 319.2, 319.7: the Ending Phase began; stuns ended
      return;
    }
    case 'expiration':
      expire(ctx);
      ctx.push(turnStep('cleanup'));
      return;
    case 'cleanup':
      ctx.push(turnStep('endCheck'));
      ctx.push(CLEANUP_KILLS);
      return;
    case 'endCheck': {
      // 517.4: new damage or "this turn" effects send the turn back to the expiration step.
      const again = ctx.state.effects.length > 0 || unitsOnBoard(ctx.state).some((id) => objectAt(ctx.state, id).damage > 0);
      if (ctx.state.triggers.length > 0 || ctx.state.chain.length > 0) {
        ctx.push(turnStep('endCheck'));
        ctx.push(SETTLE);
      } else ctx.push(turnStep(again ? 'expiration' : 'next'));
      return;
    }
    case 'next': {
      // An extra turn granted by an effect comes first (Time Warp); then, 517.5: the next player
      // in turn order after the player whose turn ended takes a turn.
      const extra = ctx.state.extraTurns?.[ctx.state.extraTurns.length - 1];
      if (extra !== undefined) ctx.emit({ type: 'TurnBegan', seat: extra, number: ctx.state.turn.number + 1, extra: true });
      else ctx.emit({ type: 'TurnBegan', seat: nextInTurnOrder(ctx.state, seat, activeSeats(ctx.state)), number: ctx.state.turn.number + 1 });
      ctx.push(turnStep('awaken'));
      return;
    }
    default: {
      const unreachable: never = step;
      throw new Error(`unknown turn step ${String(unreachable)}`);
    }
  }
}
