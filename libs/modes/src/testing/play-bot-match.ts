/**
 * Whole matches played by a seeded random bot: match decisions are picked uniformly from
 * `pendingMatch`, game actions from the `legalActions` of the match's engine (the one its ruleset
 * names, the same pick as the engine's own random bot). Every step goes through the public API,
 * so a bot match exercises exactly what the tournament backend calls.
 */
import { Random } from '@arbiter/prng';
import { type Action, engineFor, type GameEvent, type GameState, type RulesetId, type Seat } from '@arbiter/rulesets';
import { createMatch } from '../match/create-match.js';
import { actInGame } from '../match/act-in-game.js';
import { callTime } from '../match/call-time.js';
import { decideMatch, type MatchDecision } from '../match/decide-match.js';
import type { MatchStep, MatchUpdate } from '../match/match-result-types.js';
import { pendingMatch, type PendingMatchDecision } from '../match/pending-match.js';
import { startGame } from '../match/start-game.js';
import type { MatchOptions, TimeRules } from '../model/match-options.js';
import type { MatchEvent } from '../model/match-event.js';
import type { MatchState } from '../model/match-state.js';
import type { ModeId } from '../model/mode-id.js';
import { modeTestDecks, testPlayers } from './mode-test-decks.js';

export interface BotMatchOptions {
  readonly mode: ModeId;
  readonly seed: string;
  readonly botSeed: string;
  readonly options?: Partial<MatchOptions>;
  /** The rules of the match (default: the current ruleset). */
  readonly ruleset?: RulesetId;
  /** Call time when a game reaches this turn (with `timeRules`). */
  readonly callTimeAtTurn?: number;
  readonly timeRules?: TimeRules;
  /** A game past this many turns is a bug in a bot match (they all end). */
  readonly maxTurns?: number;
  /** Called after every accepted game action (for invariant checks). */
  readonly onGameStep?: (before: GameState, choice: BotChoice, after: GameState, events: readonly GameEvent[]) => void;
}

export interface BotChoice {
  readonly seat: Seat;
  readonly action: Action;
}

export interface BotGameRecord {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export interface BotMatch {
  readonly match: MatchState;
  readonly events: readonly MatchEvent[];
  readonly games: readonly BotGameRecord[];
  readonly gameDecisions: number;
}

/** The bot's match decision: a uniformly random option for the first seat that must decide. */
export function botMatchDecision(decision: PendingMatchDecision, random: Random): MatchDecision {
  return decision.kind === 'chooseFirstPlayer' ? { type: 'chooseFirstPlayer', first: random.pick(decision.options) } : { type: 'chooseBattlefield', card: random.pick(decision.options) };
}

function accepted<T extends MatchUpdate | MatchStep>(result: T, what: string): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`${what} was refused: ${result.error.code} ${result.error.message}`);
  return result as Extract<T, { ok: true }>;
}

class BotTable {
  readonly events: MatchEvent[] = [];
  readonly games: { state: GameState; events: GameEvent[] }[] = [];
  gameDecisions = 0;

  constructor(public match: MatchState, readonly random: Random, readonly options: BotMatchOptions) {}

  take(step: Extract<MatchStep, { ok: true }>): void {
    this.match = step.match;
    this.events.push(...step.matchEvents);
    const current = this.games[this.games.length - 1];
    if (step.game && current && current.state.gameId === step.game.gameId) {
      current.state = step.game;
      current.events.push(...step.gameEvents);
    } else if (step.game) {
      this.games.push({ state: step.game, events: [...step.gameEvents] });
    }
  }

  playOneAction(game: GameState): void {
    if (game.turn.number > (this.options.maxTurns ?? 400)) throw new Error(`game ${game.gameId} passed ${this.options.maxTurns ?? 400} turns`);
    if (this.options.callTimeAtTurn !== undefined && !this.match.timeCalled && game.turn.number >= this.options.callTimeAtTurn) {
      this.take(accepted(callTime(this.match, game, this.options.timeRules), 'calling time'));
    }
    const engine = engineFor(this.match.ruleset);
    const decision = engine.pending(game);
    if (!decision) throw new Error(`game ${game.gameId} waits for nothing but has not ended`);
    const actions = engine.legalActions(game, decision.seat);
    if (actions.length === 0) throw new Error(`seat ${decision.seat} has no legal action for ${decision.kind}`);
    const choice: BotChoice = { seat: decision.seat, action: this.random.pick(actions) };
    const step = accepted(actInGame(this.match, game, choice.seat, choice.action), `bot action ${JSON.stringify(choice.action)}`);
    this.gameDecisions++;
    if (step.game) this.options.onGameStep?.(game, choice, step.game, step.gameEvents);
    this.take(step);
  }
}

export function playBotMatch(options: BotMatchOptions): BotMatch {
  const decks = modeTestDecks(options.mode);
  const created = accepted(
    createMatch({ matchId: `bot-${options.mode}-${options.seed}`, mode: options.mode, players: testPlayers(decks.length), decks, seed: options.seed, ...(options.options ? { options: options.options } : {}), ...(options.ruleset ? { ruleset: options.ruleset } : {}) }),
    'creating the match',
  );
  const table = new BotTable(created.state, Random.seeded(options.botSeed), options);
  table.events.push(...created.events);
  for (;;) {
    const pending = pendingMatch(table.match);
    if (pending.status === 'over') return { match: table.match, events: table.events, games: table.games, gameDecisions: table.gameDecisions };
    if (pending.status === 'deciding') {
      const decision = pending.decisions[0];
      if (!decision) throw new Error('a deciding match names no decision');
      const update = accepted(decideMatch(table.match, decision.seat, botMatchDecision(decision, table.random)), 'a match decision');
      table.match = update.state;
      table.events.push(...update.events);
    } else if (pending.status === 'readyToStart') {
      table.take(accepted(startGame(table.match), 'starting a game'));
    } else {
      const game = table.games[table.games.length - 1]?.state;
      if (!game) throw new Error('a game is in progress but was never started');
      table.playOneAction(game);
    }
  }
}
