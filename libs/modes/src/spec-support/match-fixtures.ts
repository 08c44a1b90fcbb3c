/** Small helpers for the match tests: unwrap results and end games quickly through the engine. */
import { type Action, engineFor, type GameEvent, type GameState, type ImposedEnding, type Seat } from '@arbiter/rulesets';
import { actInGame, recordGame } from '../match/act-in-game.js';
import { createMatch, type CreateMatchInput } from '../match/create-match.js';
import { decideMatch } from '../match/decide-match.js';
import type { MatchStep, MatchUpdate } from '../match/match-result-types.js';
import { startGame } from '../match/start-game.js';
import type { MatchOptions } from '../model/match-options.js';
import type { MatchEvent } from '../model/match-event.js';
import type { MatchState } from '../model/match-state.js';
import type { ModeId } from '../model/mode-id.js';
import { modeTestDecks, testPlayers } from '../testing/mode-test-decks.js';

type Accepted<T> = Extract<T, { ok: true }>;

export function accepted<T extends MatchUpdate | MatchStep>(result: T): Accepted<T> {
  if (!result.ok) throw new Error(`refused: ${result.error.code} (${result.error.ruleRef}) ${result.error.message}`);
  return result as Accepted<T>;
}

export function refused(result: MatchUpdate | MatchStep): { code: string; ruleRef: string } {
  if (result.ok) throw new Error('accepted, but a refusal was expected');
  return { code: result.error.code, ruleRef: result.error.ruleRef };
}

/** A Duel between the test decks, with `overrides`. */
export function matchInput(overrides: Partial<CreateMatchInput> = {}): CreateMatchInput {
  return { matchId: 'm', mode: 'duel', players: testPlayers(2), decks: modeTestDecks('duel'), seed: 's', ...overrides };
}

export function newMatch(mode: ModeId, seed = 'seed', options: Partial<MatchOptions> = {}): Accepted<MatchUpdate> {
  const decks = modeTestDecks(mode);
  return accepted(createMatch({ matchId: `m-${mode}`, mode, players: testPlayers(decks.length), decks, seed, options }));
}

/** A match and the game it plays, advanced together, with every event kept. */
export class MatchTable {
  game: GameState | null = null;
  readonly events: MatchEvent[] = [];
  readonly gameEvents: GameEvent[] = [];

  constructor(public match: MatchState) {}

  static of(mode: ModeId, seed = 'seed', options: Partial<MatchOptions> = {}): MatchTable {
    const created = newMatch(mode, seed, options);
    const table = new MatchTable(created.state);
    table.events.push(...created.events);
    return table;
  }

  take(step: MatchStep): Accepted<MatchStep> {
    const ok = accepted(step);
    this.match = ok.match;
    this.events.push(...ok.matchEvents);
    if (ok.game) this.game = ok.game;
    this.gameEvents.push(...ok.gameEvents);
    return ok;
  }

  decide(seat: Seat, decision: Parameters<typeof decideMatch>[2]): void {
    const update = accepted(decideMatch(this.match, seat, decision));
    this.match = update.state;
    this.events.push(...update.events);
  }

  start(): GameState {
    this.gameEvents.length = 0;
    this.take(startGame(this.match));
    return this.currentGame();
  }

  currentGame(): GameState {
    if (!this.game) throw new Error('no game');
    return this.game;
  }

  /** Ends the game in progress through the engine and records it in the match. */
  end(ending: ImposedEnding): void {
    const ended = engineFor(this.match.ruleset).terminate(this.currentGame(), ending);
    if (!ended.ok) throw new Error(ended.error.code);
    this.take(recordGame(this.match, ended.state));
  }

  act(seat: Seat, action: Action): void {
    this.take(actInGame(this.match, this.currentGame(), seat, action));
  }

  /** Keeps every opening hand and ends turns until turn `turn` has begun (boards without triggers). */
  playUntilTurn(turn: number): void {
    for (let guard = 0; guard < 500; guard++) {
      const game = this.currentGame();
      const decision = game.pending?.decision;
      if (game.status !== 'playing' || !decision) return;
      if (decision.kind === 'mulligan') this.act(decision.seat, { type: 'mulligan', cards: [] });
      else if (decision.kind === 'priority' && game.turn.number >= turn) return;
      else if (decision.kind === 'priority') this.act(decision.seat, { type: 'endTurn' });
      else throw new Error(`unexpected decision ${decision.kind}`);
    }
  }

  eventsOf<T extends MatchEvent['type']>(type: T): Extract<MatchEvent, { type: T }>[] {
    return this.events.filter((event): event is Extract<MatchEvent, { type: T }> => event.type === type);
  }
}

