/**
 * Replaying a game from its events: `evolve` every event from the empty state, recompute the
 * state hash after each and compare it with the hash the event carries. One draft is used for
 * the whole log (containers are copied once, then edited in place), so a replay costs about as
 * much as applying the deltas.
 */
import { hexToLanes } from '../hash/hash-value.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import { EMPTY_STATE } from '../setup/empty-state.js';
import { Draft } from '../state/draft.js';
import { evolveDraft } from '../state/evolve.js';

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState }
  | {
      /** The first event whose hash differs from the replayed state's. */
      readonly ok: false;
      readonly index: number;
      readonly seq: number;
      readonly expected: string;
      readonly actual: string;
      /** The state just after the offending event, for inspection. */
      readonly state: GameState;
    };

/** Replays `events` (starting with `GameCreated`) and checks every hash. */
export function replay(events: readonly GameEvent[], from: GameState = EMPTY_STATE): ReplayResult {
  const draft = new Draft(from);
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as GameEvent;
    evolveDraft(draft, event);
    const [a, b] = hexToLanes(event.hash);
    if (!draft.hashEquals(a, b)) {
      return { ok: false, index, seq: event.seq, expected: event.hash, actual: draft.hash, state: draft.finish() };
    }
  }
  return { ok: true, state: draft.finish() };
}
