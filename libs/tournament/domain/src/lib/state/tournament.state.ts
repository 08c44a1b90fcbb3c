import type { CardCount, DeckCheckOutcome, DecklistPublication, PairedTable, RoundPhase, RoundResult, StaffRole } from '../events/tournament.events.js';
import type { IncidentEntry } from '../incidents/incident.js';
import type { TournamentSettings } from '../settings/tournament-settings.js';

/** An audited change of a list after the lock (`DecklistCorrected`). */
export interface DecklistCorrection {
  readonly reason: string;
  readonly correctedBy: string;
  readonly at: string;
}

export interface DecklistEntry {
  readonly cards: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  readonly chosenChampion: string | null;
  readonly deckCode: string | null;
  readonly submittedAt: string;
  /** Corrections by the organizer or a judge, oldest first. */
  readonly corrections: readonly DecklistCorrection[];
  /** Made public by the organizer (`DecklistsPublished`). */
  readonly published: boolean;
}

export interface DeckCheckEntry {
  readonly checkId: string;
  readonly playerId: string;
  readonly round: number;
  readonly outcome: DeckCheckOutcome;
  readonly differences: string | null;
  readonly incidentId: string | null;
  readonly judgeAccountId: string;
  readonly at: string;
}

export interface PlayerEntry {
  readonly playerId: string;
  readonly accountId: string | null;
  readonly displayName: string;
  readonly teamId: string | null;
  readonly joinedInRound: number;
  readonly decklist: DecklistEntry | null;
}

export type EntrantStatus = 'active' | 'dropped' | 'disqualified';

/** Who is paired: a player (1v1, FFA3) or a team of two (Magma Chamber). */
export interface EntrantEntry {
  readonly entrantId: string;
  readonly kind: 'player' | 'team';
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly joinedInRound: number;
  readonly status: EntrantStatus;
  /** The last round the entrant plays while dropped or disqualified. */
  readonly droppedInRound: number | null;
}

/** The round clock; the remaining time is computed from these and the current time. */
export interface RoundClock {
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly pausedAt: string | null;
  /** Seconds spent paused before the current pause. */
  readonly pausedSeconds: number;
}

export interface RoundEntry {
  readonly round: number;
  readonly phase: RoundPhase;
  readonly tables: readonly PairedTable[];
  readonly byes: readonly string[];
  readonly relaxations: readonly string[];
  readonly status: 'in_progress' | 'completed';
  readonly clock: RoundClock | null;
  readonly results: readonly RoundResult[];
  /**
   * A result of an earlier round was corrected while this round was in progress: it was paired
   * from standings that have changed since, and the organizer may pair it again (ADR 0046).
   */
  readonly earlierResultsCorrected: boolean;
}

/** Pairings waiting for the organizer's check (`RoundDrafted`), not yet visible to players. */
export interface PairingDraftEntry {
  readonly round: number;
  readonly phase: RoundPhase;
  readonly tables: readonly PairedTable[];
  readonly byes: readonly string[];
  readonly relaxations: readonly string[];
  readonly draftedAt: string;
}

/** A team a member proposed; it forms when every member has accepted (issue 18). */
export interface TeamInvitationEntry {
  readonly teamId: string;
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly acceptedBy: readonly string[];
  readonly proposedAt: string;
}

export interface StaffEntry {
  readonly role: StaffRole;
  readonly displayName: string;
}

export interface TournamentData {
  readonly tournamentId: string;
  readonly organizerId: string;
  readonly settings: TournamentSettings;
  readonly createdAt: string;
  readonly staff: Readonly<Record<string, StaffEntry>>;
  /** By player id, in registration order. */
  readonly players: Readonly<Record<string, PlayerEntry>>;
  /**
   * The player id of every registered account: "is this account registered, and as whom?" is one
   * lookup instead of a scan of the players (a registration burst of 2,000 players was quadratic).
   */
  readonly playerIdsByAccount: Readonly<Record<string, string>>;
  /** By entrant id, in registration order. */
  readonly entrants: Readonly<Record<string, EntrantEntry>>;
  /** Fixed when the event starts (the setting, or the recommendation for the field). */
  readonly swissRounds: number | null;
  readonly rounds: readonly RoundEntry[];
  /** The next round's pairings while the organizer checks them; dropped when the field changes. */
  readonly pairingDraft: PairingDraftEntry | null;
  readonly topCut: { readonly size: number; readonly seeds: readonly string[] } | null;
  readonly champions: readonly string[];
  /** Judges' rulings and their appeals (TR 15.3), by incident id in the order recorded. */
  readonly incidents: Readonly<Record<string, IncidentEntry>>;
  /** Judges' deck checks (TR 2026-07-16 411), by check id in the order recorded. */
  readonly deckChecks: Readonly<Record<string, DeckCheckEntry>>;
  /** What the organizer published of the lists, if anything. */
  readonly decklistsPublished: DecklistPublication | null;
  /** Proposed teams waiting for their members' answers, by team id. */
  readonly teamInvitations: Readonly<Record<string, TeamInvitationEntry>>;
  /** How often each round's pairings were withdrawn (`RoundPairingsWithdrawn`), by round number. */
  readonly pairingGenerations: Readonly<Record<number, number>>;
}

/** A tournament by lifecycle status (style C.16): the data is the same, the allowed commands differ. */
export type TournamentState =
  | { readonly status: 'none' }
  | (TournamentData & { readonly status: 'registration' })
  | (TournamentData & { readonly status: 'swiss' })
  | (TournamentData & { readonly status: 'top_cut' })
  | (TournamentData & { readonly status: 'finished' });

export type ExistingTournament = Exclude<TournamentState, { readonly status: 'none' }>;

export function initialTournamentState(): TournamentState {
  return { status: 'none' };
}

/** The round being played or last played, if any round was paired. */
export function currentRound(state: TournamentData): RoundEntry | null {
  return state.rounds[state.rounds.length - 1] ?? null;
}

export function swissRoundsPlayed(state: TournamentData): number {
  return state.rounds.filter((round) => round.phase === 'swiss').length;
}

export function activeEntrants(state: TournamentData): readonly EntrantEntry[] {
  return Object.values(state.entrants).filter((entrant) => entrant.status === 'active');
}

/** The entrant a player plays as (the player, or the player's team). */
export function entrantOfPlayer(state: TournamentData, playerId: string): EntrantEntry | null {
  const player = state.players[playerId];
  if (!player) return null;
  return state.entrants[player.teamId ?? playerId] ?? null;
}

export function playerOfAccount(state: TournamentData, accountId: string): PlayerEntry | null {
  const playerId = state.playerIdsByAccount[accountId];
  return playerId === undefined ? null : (state.players[playerId] ?? null);
}
