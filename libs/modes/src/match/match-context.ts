/** The working state of one match decision: events are evolved as they are emitted. */
import type { MatchEvent, MatchEventBody } from '../model/match-event.js';
import type { MatchState } from '../model/match-state.js';
import { evolveMatch } from './evolve-match.js';

export class MatchContext {
  readonly events: MatchEvent[] = [];

  constructor(public state: MatchState) {}

  static create(created: Extract<MatchEventBody, { type: 'MatchCreated' }>): MatchContext {
    const event: MatchEvent = { ...created, seq: 0 };
    const ctx = new MatchContext(evolveMatch(null, event));
    ctx.events.push(event);
    return ctx;
  }

  emit(body: MatchEventBody): void {
    const event: MatchEvent = { ...body, seq: this.state.seq };
    this.state = evolveMatch(this.state, event);
    this.events.push(event);
  }
}
