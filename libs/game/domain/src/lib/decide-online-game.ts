import { type Action, type CardCount, engineFor, type GameEvent, isRulesetId, type RulesetId, type Seat } from '@arbiter/rulesets';
import {
  actInGame,
  concedeGame,
  createMatch,
  decideMatch,
  type MatchEvent as ModeMatchEvent,
  type MatchState,
  matchOutcome,
  type MatchStep,
  pendingMatch,
  startGame,
} from '@arbiter/modes';
import type { Decision, Refusal } from '@arbiter/errors';
import { type MatchResultInput, onlineSupport, type TournamentMode } from '@arbiter/tournament-domain';
import type { OnlineGameEvent, OnlineMatchDecision, OnlineSeat } from './online-game.events.js';
import { type ExistingOnlineGame, type OnlineGameState, seatOfAccount } from './online-game.state.js';

/** A refusal: UPPER dotted for this context (`GAME.NOT_YOUR_SEAT`); the engine's and modes' own codes pass unchanged (`turn/not_active_player`). */
export type GameRefusal = Refusal;

export type GameDecision = Decision<OnlineGameEvent>;

/** One player at the table: an entrant's only player, or one of a Magma Chamber team's two. */
export interface StartSeatInput {
  readonly entrantId: string;
  /** The player's name (a team member's own name, not the team's). */
  readonly name: string;
  readonly accountIds: readonly string[];
  /** The registered decklist (decoded card list) and chosen champion. */
  readonly cards: readonly CardCount[] | null;
  readonly chosenChampion: string | null;
}

export interface StartOnlineGame {
  readonly type: 'StartOnlineGame';
  readonly gameId: string;
  readonly tournamentId: string;
  readonly matchId: string;
  readonly mode: TournamentMode;
  /** The rules the tournament plays (its settings): the match and its games record them. */
  readonly ruleset: RulesetId;
  /** Every player of the table, entrant by entrant (a team's players one after the other). */
  readonly seats: readonly StartSeatInput[];
  /** The secret seed; chosen by the caller, stored only inside `MatchCreated`, never shown to players. */
  readonly seed: string;
  readonly now: string;
  /**
   * Who asks: a refusal names the unsupported cards of the requester's own deck (all decks for
   * staff) and only counts them for other players' decks, which are hidden information (rule 127).
   * Absent: the system, shown everything.
   */
  readonly requestedBy?: { readonly accountId: string; readonly staff: boolean };
}

export interface TakeGameAction {
  readonly type: 'TakeGameAction';
  readonly accountId: string;
  /** Untrusted: the engine (or the match) validates it. */
  readonly action: unknown;
  readonly now: string;
}

export interface ConcedeOnlineGame {
  readonly type: 'ConcedeOnlineGame';
  readonly accountId: string;
  readonly now: string;
}

/** TR 14.3: a judge takes back the last `actions` accepted actions of the game in progress
 * (who may is checked by the application: staff of the tournament). */
export interface RewindOnlineGame {
  readonly type: 'RewindOnlineGame';
  readonly judgeAccountId: string;
  readonly actions: number;
  /** Documented with the backup (TR 15.3.2). */
  readonly reason: string;
  readonly now: string;
}

/**
 * Issue 18 item 4: staff entered the match's result while its game was being played; the game
 * ends there with that result (who may is the tournament's concern: its staff entry was accepted).
 */
export interface EndGameByStaffEntry {
  readonly type: 'EndGameByStaffEntry';
  readonly result: MatchResultInput;
  readonly now: string;
}

export type OnlineGameCommand = StartOnlineGame | TakeGameAction | ConcedeOnlineGame | RewindOnlineGame | EndGameByStaffEntry;

const refuse = (code: string, message: string, ruleRef?: string): GameDecision => ({ ok: false, error: { code, message, ...(ruleRef ? { ruleRef } : {}) } });

/** Tournament mode names to `@arbiter/modes` ids. */
const MODE_IDS: Partial<Record<TournamentMode, string>> = { duel: 'duel', match: 'match', ffa3: 'ffa3', war: 'war', magma_chamber: 'magma-chamber' };

/**
 * The `@arbiter/modes` id a table plays: its tournament mode's, except a War round's pod of three
 * (where four do not divide the field), which is the three-player free-for-all, FFA3 (CR 1.4 487,
 * ADR 0038); War decks bring the three battlefields FFA3 needs.
 */
function modeIdFor(mode: TournamentMode, players: number): string | undefined {
  return mode === 'war' && players === 3 ? MODE_IDS.ffa3 : MODE_IDS[mode];
}

/**
 * The engine's seats: the entrants' first players in table order, then their second players,
 * so a Magma Chamber team sits opposite (seats 0+2 and 1+3, 648.5.b); one-player entrants keep
 * the table order.
 */
export function seatOrder(players: readonly StartSeatInput[]): readonly StartSeatInput[] {
  const byEntrant = new Map<string, StartSeatInput[]>();
  for (const player of players) byEntrant.set(player.entrantId, [...(byEntrant.get(player.entrantId) ?? []), player]);
  const teams = [...byEntrant.values()];
  const rows = Math.max(0, ...teams.map((team) => team.length));
  const ordered: StartSeatInput[] = [];
  for (let row = 0; row < rows; row++) for (const team of teams) if (team[row]) ordered.push(team[row] as StartSeatInput);
  return ordered;
}

/** Player ids of the mode's match: the entrant id, numbered within a team. */
function matchPlayerIds(seats: readonly StartSeatInput[]): readonly string[] {
  const seen = new Map<string, number>();
  return seats.map((seat) => {
    const count = seats.filter((other) => other.entrantId === seat.entrantId).length;
    const index = (seen.get(seat.entrantId) ?? 0) + 1;
    seen.set(seat.entrantId, index);
    return count === 1 ? seat.entrantId : `${seat.entrantId}#${index}`;
  });
}

export function decideOnlineGame(command: OnlineGameCommand, state: OnlineGameState): GameDecision {
  switch (command.type) {
    case 'StartOnlineGame':
      return decideStart(command, state);
    case 'TakeGameAction':
      return withSeat(state, command.accountId, (game, seat) => decideAction(game, seat, command.action, command.now));
    case 'ConcedeOnlineGame':
      return withSeat(state, command.accountId, (game, seat) => decideConcede(game, seat, command.now));
    case 'RewindOnlineGame':
      return decideRewind(command, state);
    case 'EndGameByStaffEntry':
      return decideEndByStaffEntry(command, state);
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

function decideStart(command: StartOnlineGame, state: OnlineGameState): GameDecision {
  if (state.status !== 'none') return refuse('GAME.ALREADY_STARTED', 'this match is already being played online');
  const modeId = modeIdFor(command.mode, command.seats.length);
  if (!modeId) return refuse('GAME.MODE_NOT_SUPPORTED', `online play of ${command.mode} is not available yet`);
  if (!isRulesetId(command.ruleset)) return refuse('GAME.RULESET_NOT_SUPPORTED', `games under ${String(command.ruleset)} cannot be played here`);
  const ordered = seatOrder(command.seats);
  const missing = ordered.find((seat) => !seat.cards);
  if (missing) return refuse('GAME.DECKLIST_MISSING', `${missing.name} has no registered decklist`, 'CR 1.4 103');
  const unsupported = unsupportedCards(command);
  if (unsupported) return { ok: false, error: unsupported };
  const decks = ordered.map((seat) => engineFor(command.ruleset).deckFromCardList(seat.cards ?? [], seat.chosenChampion ?? undefined));
  const created = createMatch({ matchId: command.gameId, mode: modeId, players: matchPlayerIds(ordered), decks, seed: command.seed, ruleset: command.ruleset });
  if (!created.ok) return refuse(created.error.code, created.error.message, created.error.ruleRef);
  const matchEvents: ModeMatchEvent[] = [...created.events];
  const started = startIfReady(created.state);
  if (!started.ok) return refuse(started.error.code, started.error.message, started.error.ruleRef);
  const seats: OnlineSeat[] = ordered.map((seat, index) => ({ seat: index, entrantId: seat.entrantId, name: seat.name, accountIds: seat.accountIds }));
  return {
    ok: true,
    events: [
      {
        type: 'OnlineGameStarted',
        data: {
          gameId: command.gameId,
          tournamentId: command.tournamentId,
          matchId: command.matchId,
          mode: command.mode,
          seats,
          matchEvents: [...matchEvents, ...started.matchEvents],
          gameEvents: started.gameEvents,
          at: command.now,
        },
      },
    ],
  };
}

/**
 * Every registered legal deck plays in the event, but an online game needs every card of every
 * deck implemented by the engine of the tournament's ruleset (issue 21 item 4). The refusal says
 * which cards are missing: by name for the requester's own deck (or all decks for staff), as a
 * count for other players' decks.
 */
function unsupportedCards(command: StartOnlineGame): Refusal | null {
  const decks = command.seats
    .map((seat) => ({ seat, support: onlineSupport({ cards: seat.cards ?? [], chosenChampion: seat.chosenChampion }, command.ruleset) }))
    .filter(({ support }) => !support.playableOnline);
  if (decks.length === 0) return null;
  const shown = (seat: StartSeatInput) => !command.requestedBy || command.requestedBy.staff || seat.accountIds.includes(command.requestedBy.accountId);
  const players = decks.map(({ seat, support }) => ({
    entrantId: seat.entrantId,
    name: seat.name,
    count: support.unsupportedCards.length,
    cards: shown(seat) ? support.unsupportedCards.map(({ card, name }) => ({ cardCode: card, name })) : null,
  }));
  const summary = players
    .map((player) => `${player.name}: ${player.cards ? player.cards.map((card) => card.name ?? card.cardCode).join(', ') : `${player.count} card(s)`}`)
    .join('; ');
  return {
    code: 'GAME.CARDS_NOT_SUPPORTED',
    message: `these decks are legal, but the online rules engine does not play every card yet (${summary}); play this match at the table and report the result`,
    details: { players },
  };
}

/** Starts the next game once the match needs no more decisions (Duel: at once; Match: after the battlefield choices). */
function startIfReady(match: MatchState): MatchStep {
  if (pendingMatch(match).status !== 'readyToStart') return { ok: true, match, matchEvents: [], game: null, gameEvents: [] };
  return startGame(match);
}

function withSeat(state: OnlineGameState, accountId: string, decide: (game: Extract<OnlineGameState, { status: 'playing' }>, seat: Seat) => GameDecision): GameDecision {
  if (state.status === 'none') return refuse('GAME.NOT_FOUND', 'no such game');
  const seat = seatOfAccount(state, accountId);
  if (seat === null) return refuse('GAME.NOT_YOUR_SEAT', 'only the player in a seat of this game may act in it');
  if (state.status === 'finished') return refuse('GAME.FINISHED', 'the game is over', 'CR 1.4 472');
  return decide(state, seat);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decideAction(state: ExistingOnlineGame, seat: Seat, action: unknown, now: string): GameDecision {
  if (!isObject(action) || typeof action['type'] !== 'string') return refuse('GAME.MALFORMED_ACTION', 'an action is an object with a type');
  if (state.match.phase.status === 'setup') return decideBetweenGames(state, seat, action, now);
  if (!state.game) return refuse('GAME.NOT_STARTED', 'no game is in progress');
  let step: MatchStep;
  try {
    step = actInGame(state.match, state.game, seat, action as unknown as Action);
  } catch {
    // A structurally broken action (wrong field types) can trip the engine's lookups; it is still only the client's mistake.
    return refuse('GAME.MALFORMED_ACTION', `the ${String(action['type'])} action is malformed`);
  }
  if (!step.ok) return refuse(step.error.code, step.error.message, step.error.ruleRef);
  return stepped(state, 'GameActionTaken', seat, action as unknown as Action, step, now);
}

function decideBetweenGames(state: ExistingOnlineGame, seat: Seat, action: Record<string, unknown>, now: string): GameDecision {
  const decision: OnlineMatchDecision | null =
    action['type'] === 'chooseFirstPlayer' && typeof action['first'] === 'number'
      ? { type: 'chooseFirstPlayer', first: action['first'] }
      : action['type'] === 'chooseBattlefield' && typeof action['card'] === 'string'
        ? { type: 'chooseBattlefield', card: action['card'] }
        : null;
  if (!decision) return refuse('GAME.MALFORMED_ACTION', 'between games only chooseFirstPlayer { first } or chooseBattlefield { card } are taken');
  const decided = decideMatch(state.match, seat, decision);
  if (!decided.ok) return refuse(decided.error.code, decided.error.message, decided.error.ruleRef);
  const started = startIfReady(decided.state);
  if (!started.ok) return refuse(started.error.code, started.error.message, started.error.ruleRef);
  const step: MatchStep = { ok: true, match: started.match, matchEvents: [...decided.events, ...started.matchEvents], game: started.game, gameEvents: started.gameEvents };
  return stepped(state, 'GameActionTaken', seat, decision, step, now);
}

/** Engine events that show or move hidden information (TR 14.3: a backup across them is a judgment call). */
const HIDDEN_INFORMATION_EVENTS: ReadonlySet<string> = new Set(['CardDrawn', 'CardsRecycled', 'TrashShuffledIntoDeck', 'HandRevealed', 'CardHidden', 'CardsSetAside', 'CardsRevealed', 'DeckTopOrdered']);

function decideRewind(command: RewindOnlineGame, state: OnlineGameState): GameDecision {
  if (state.status === 'none') return refuse('GAME.NOT_FOUND', 'no such game');
  if (state.status === 'finished') return refuse('GAME.FINISHED', 'the match is over; its result is corrected through the tournament, not the game', 'CR 1.4 472');
  if (!Number.isInteger(command.actions) || command.actions < 1) return refuse('GAME.REWIND_INVALID', 'take back at least one action');
  if (command.reason.trim().length === 0) return refuse('GAME.REWIND_REASON_REQUIRED', 'a backup is documented with its reason', 'TR 2026-07-16 701.3.b');
  const { checkpoints } = state;
  const target = checkpoints[checkpoints.length - command.actions];
  if (!target) {
    return refuse('GAME.REWIND_TOO_FAR', `only the last ${checkpoints.length} actions of the game in progress can be taken back`, 'TR 2026-07-16 701.5.c');
  }
  const undone = state.log.slice(target.log.length);
  return {
    ok: true,
    events: [
      {
        type: 'GameRewound',
        data: {
          toVersion: target.version,
          actions: command.actions,
          reason: command.reason.trim(),
          judgeAccountId: command.judgeAccountId,
          hiddenInformationSince: undone.some((event) => HIDDEN_INFORMATION_EVENTS.has(event.type)),
          at: command.now,
        },
      },
    ],
  };
}

function decideEndByStaffEntry(command: EndGameByStaffEntry, state: OnlineGameState): GameDecision {
  if (state.status === 'none') return refuse('GAME.NOT_FOUND', 'no such game');
  // Already over (played out, or ended by an earlier entry): nothing more to end.
  if (state.status === 'finished') return { ok: true, events: [] };
  return { ok: true, events: [{ type: 'OnlineGameFinished', data: { result: command.result, at: command.now, endedBy: 'staff_entry' } }] };
}

function decideConcede(state: ExistingOnlineGame, seat: Seat, now: string): GameDecision {
  if (!state.game || state.match.phase.status !== 'playing') return refuse('GAME.NOT_STARTED', 'no game is in progress to concede', 'CR 1.4 650');
  const step = concedeGame(state.match, state.game, seat);
  if (!step.ok) return refuse(step.error.code, step.error.message, step.error.ruleRef);
  return stepped(state, 'OnlineGameConceded', seat, null, step, now);
}

function stepped(
  state: ExistingOnlineGame,
  type: 'GameActionTaken' | 'OnlineGameConceded',
  seat: Seat,
  action: Action | OnlineMatchDecision | null,
  step: Extract<MatchStep, { ok: true }>,
  now: string,
): GameDecision {
  const matchEvents: readonly ModeMatchEvent[] = step.matchEvents;
  const gameEvents: readonly GameEvent[] = step.gameEvents;
  const first: OnlineGameEvent =
    type === 'GameActionTaken' && action
      ? { type, data: { seat, action, matchEvents, gameEvents, at: now } }
      : { type: 'OnlineGameConceded', data: { seat, matchEvents, gameEvents, at: now } };
  if (step.match.phase.status !== 'over') return { ok: true, events: [first] };
  return { ok: true, events: [first, { type: 'OnlineGameFinished', data: { result: resultOf(state, step.match), at: now } }] };
}

/**
 * The match outcome in the shape of the tournament's reports, one row per entrant: a side of the
 * match (a Magma Chamber team's two seats, 648) is one entrant. Game wins for two entrants,
 * placements for pods.
 */
export function resultOf(state: ExistingOnlineGame, match: MatchState): MatchResultInput {
  const outcome = matchOutcome(match);
  const rows = outcome.teams.map((team) => ({ entrantId: state.info.seats[team.seats[0] ?? 0]?.entrantId ?? team.players[0] ?? '', team }));
  const twoEntrants = rows.length === 2;
  const seats = rows.map(({ entrantId, team }) => (twoEntrants ? { entrantId, gameWins: team.gameWins } : { entrantId, placement: team.placement }));
  const gameDraws = outcome.teams[0]?.gameDraws ?? 0;
  return { seats, gameDraws: twoEntrants ? gameDraws : 0 };
}
