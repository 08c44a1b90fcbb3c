/**
 * A test table: load a scenario, act as a seat, and look at objects by label. Accepted actions
 * keep the state and its events; `reject` checks that an action is refused and changes nothing.
 */
import { apply } from '../engine/apply.js';
import type { RuleError } from '../engine/rule-violation.js';
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { loadScenario } from '../scenario/load-scenario.js';
import type { Scenario } from '../scenario/scenario-format.js';

export class Table {
  private constructor(
    public state: GameState,
    public readonly events: GameEvent[],
    public readonly labels: Readonly<Record<string, ObjectId>>,
  ) {}

  static load(scenario: Scenario): Table {
    const loaded = loadScenario(scenario);
    if (!loaded.ok) throw new Error(`scenario: ${loaded.error.message}`);
    return new Table(loaded.state, [...loaded.events], loaded.labels);
  }

  static from(state: GameState, events: readonly GameEvent[] = []): Table {
    return new Table(state, [...events], {});
  }

  id(label: string): ObjectId {
    const id = this.labels[label];
    if (id === undefined) throw new Error(`no object labelled ${label}`);
    return id;
  }

  object(label: string | ObjectId): GameObject {
    const id = typeof label === 'string' ? this.id(label) : label;
    const object = this.state.objects[id];
    if (!object) throw new Error(`object ${id} does not exist`);
    return object;
  }

  /** Applies an action that must be accepted; returns its events. */
  act(seat: Seat, action: Action): readonly GameEvent[] {
    const result = apply(this.state, seat, action);
    if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.error.code} (${result.error.ruleRef}) ${result.error.message}`);
    this.state = result.state;
    this.events.push(...result.events);
    return result.events;
  }

  /** Applies an action that must be refused; checks the state is untouched and returns the error. */
  reject(seat: Seat, action: Action): RuleError {
    const before = this.state;
    const result = apply(this.state, seat, action);
    if (result.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
    if (this.state !== before) throw new Error('the state changed');
    return result.error;
  }

  /** Whoever holds priority passes until the chain is empty (and nothing else is asked). */
  passChain(limit = 50): void {
    for (let i = 0; i < limit && this.state.chain.length > 0; i++) {
      const decision = this.state.pending?.decision;
      if (decision?.kind !== 'priority') return;
      this.act(decision.seat, { type: 'pass' });
    }
  }

  /** Everyone with focus passes until the showdown is over (chains included). */
  passShowdown(limit = 50): void {
    for (let i = 0; i < limit && (this.state.showdown || this.state.chain.length > 0); i++) {
      const decision = this.state.pending?.decision;
      if (decision?.kind !== 'priority') return;
      this.act(decision.seat, { type: 'pass' });
    }
  }

  decision() {
    return this.state.pending?.decision ?? null;
  }

  eventsOf<T extends GameEvent['type']>(type: T, from = 0): Extract<GameEvent, { type: T }>[] {
    return this.events.slice(from).filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
  }

  points(seat: Seat): number {
    return this.state.sides.find((side) => side.seats.includes(seat))?.points ?? 0;
  }
}
