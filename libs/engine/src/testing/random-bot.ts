/** A seeded random bot: uniform over `legalActions`, and a runner for whole bot games. */
import { Random } from '@arbiter/prng';
import { apply } from '../engine/apply.js';
import { legalActions, pending } from '../engine/legal-actions.js';
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { createGame, type GameSetup } from '../setup/create-game.js';

export interface BotChoice {
  readonly seat: Seat;
  readonly action: Action;
}

/** The bot's move: the seat that must decide picks one of its legal actions uniformly. */
export function randomBotChoice(state: GameState, random: Random): BotChoice | null {
  const decision = pending(state);
  if (!decision) return null;
  const actions = legalActions(state, decision.seat);
  if (actions.length === 0) throw new Error(`seat ${decision.seat} has no legal action for ${decision.kind}`);
  return { seat: decision.seat, action: random.pick(actions) };
}

export interface BotGame {
  readonly state: GameState;
  /** Every event of the game, in order (empty with `keepEvents: false`). */
  readonly events: readonly GameEvent[];
  /** How many events the game had, kept or not. */
  readonly eventCount: number;
  readonly decisions: number;
  readonly finished: boolean;
}

export interface BotGameOptions {
  readonly setup: GameSetup;
  readonly botSeed: string | number;
  /** Stop (unfinished) after this many turns, or this many decisions. */
  readonly maxTurns?: number;
  readonly maxDecisions?: number;
  /** False: count the events but let them go, as a game service does once it has stored them
   * (benchmarks: a game's whole log held to its end is collected as a harness cost, ADR 0118). */
  readonly keepEvents?: boolean;
  /** Called after every accepted action (for invariant checks). */
  readonly onStep?: (before: GameState, choice: BotChoice, after: GameState, events: readonly GameEvent[]) => void;
}

export function playBotGame(options: BotGameOptions): BotGame {
  const created = createGame(options.setup);
  if (!created.ok) throw new Error(`setup failed: ${created.error.code}`);
  const random = Random.seeded(options.botSeed);
  const maxTurns = options.maxTurns ?? 400;
  const maxDecisions = options.maxDecisions ?? 50_000;
  const keepEvents = options.keepEvents ?? true;
  const events: GameEvent[] = keepEvents ? [...created.events] : [];
  let eventCount = created.events.length;
  let state = created.state;
  let decisions = 0;
  for (;;) {
    if (state.turn.number > maxTurns || decisions >= maxDecisions) return { state, events, eventCount, decisions, finished: false };
    const choice = randomBotChoice(state, random);
    if (!choice) return { state, events, eventCount, decisions, finished: true };
    const result = apply(state, choice.seat, choice.action);
    if (!result.ok) throw new Error(`a legal action was rejected: ${JSON.stringify(choice.action)} ${result.error.code} ${result.error.message}`);
    options.onStep?.(state, choice, result.state, result.events);
    if (keepEvents) for (const event of result.events) events.push(event);
    eventCount += result.events.length;
    state = result.state;
    decisions++;
  }
}
