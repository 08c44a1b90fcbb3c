/**
 * The working context of one `apply`: a draft of the state, the events emitted so far and the
 * flow stack. Rules code changes the state only by emitting events, which are evolved into the
 * draft at once, so decide and replay share one mutation path.
 */
import type { Decision } from '../model/decision.js';
import type { Frame } from '../model/frame.js';
import type { GameEvent, GameEventBody } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import { Draft } from '../state/draft.js';
import { evolveDraft } from '../state/evolve.js';

export class EngineContext {
  readonly draft: Draft;
  readonly events: GameEvent[] = [];
  readonly stack: Frame[];
  paused = false;

  constructor(state: GameState, flow: readonly Frame[] = state.pending?.flow ?? []) {
    this.draft = new Draft(state);
    this.stack = flow.slice();
  }

  get state(): GameState {
    return this.draft.state;
  }

  get ended(): boolean {
    return this.draft.state.status === 'ended';
  }

  /** `body` must be a fresh object (every caller passes a literal): it is stamped in place with
   * its sequence number and hash and becomes the event, which saves copying every event. The
   * keys come out in the same order as `{ ...body, seq, hash }` would give. */
  emit(body: GameEventBody): void {
    evolveDraft(this.draft, body);
    const event = body as Partial<Record<'seq' | 'hash', unknown>>;
    event.seq = this.draft.state.seq - 1;
    event.hash = this.draft.hash;
    this.events.push(body as GameEvent);
  }

  push(frame: Frame): void {
    this.stack.push(frame);
  }

  /** Stops the game until `decision` is answered; `resume` will receive the answer. */
  ask(decision: Decision, resume: Frame | null): void {
    this.emit({ type: 'DecisionRequested', pending: { decision, resume, flow: this.stack.slice() } });
    this.paused = true;
  }

  /** A fresh id for a token, ability item, trigger or effect; the event that uses it advances
   * `nextId`. */
  peekId(): number {
    return this.draft.state.nextId;
  }
}
