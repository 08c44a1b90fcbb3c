import type { AppealDecision, IncidentRecord } from '../incidents/incident.js';
import type { MatchResult } from '../results/match-result.js';
import type { TournamentSettings } from '../settings/tournament-settings.js';

/**
 * Events of the `tournament-<id>` stream: registration, decklists, rounds and their clock, drops,
 * incidents and appeals, top cut. Reports and results live in the match streams (see `match.events.ts`), so players at
 * different tables never contend on one stream. Published shapes are never edited (style C.17).
 */
export type StaffRole = 'head_judge' | 'judge';
export type RoundPhase = 'swiss' | 'top_cut';

export interface CardCount {
  readonly cardCode: string;
  readonly count: number;
}

export type DeckCheckOutcome = 'ok' | 'differences';
export type DecklistPublication = 'all' | 'top_cut';

/** A list as registered: legend, runes, battlefields and main deck in one list, the sideboard apart. */
export interface StoredDecklist {
  readonly cards: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  readonly chosenChampion: string | null;
  readonly deckCode: string | null;
}

export interface PairedTable {
  readonly table: number;
  readonly matchId: string;
  /** Seat order; in 1v1 the better-ranked entrant first. */
  readonly entrantIds: readonly string[];
}

export interface RoundResult {
  readonly matchId: string;
  readonly result: MatchResult;
}

/** Settings added after events were stored: absent in older `TournamentCreated` events. */
type LaterSettings = 'ruleset' | 'format' | 'openDecklists' | 'decklistDeadline' | 'staffMayPlay' | 'organizedPlayLevel' | 'allowPreconstructedBannedCards' | 'startsOn';

/**
 * Settings as stored: events written before issue 22 have no ruleset, those before issue 21 no
 * format or decklist policy, those before issue 18 no `staffMayPlay`, and those before the
 * organized-play level became a setting neither it nor `allowPreconstructedBannedCards`; events
 * had no date (`startsOn`) before it was a setting either.
 */
export type StoredSettings = Omit<TournamentSettings, LaterSettings> & Partial<Pick<TournamentSettings, LaterSettings>>;

type Event<TType extends string, TData> = { readonly type: TType; readonly data: TData };

export type TournamentCreated = Event<
  'TournamentCreated',
  {
    readonly tournamentId: string;
    readonly organizerId: string;
    /** `ruleset` is absent in events stored before rulesets were recorded (= CR 1.0). */
    readonly settings: StoredSettings;
    readonly at: string;
  }
>;
export type StaffAssigned = Event<
  'StaffAssigned',
  { readonly accountId: string; readonly displayName: string; readonly role: StaffRole; readonly at: string }
>;
export type PlayerRegistered = Event<
  'PlayerRegistered',
  {
    readonly playerId: string;
    /** `null` for a walk-in the organizer registered without an account. */
    readonly accountId: string | null;
    readonly displayName: string;
    /** First round the player can be paired in; earlier rounds count as missed (late entry). */
    readonly joinedInRound: number;
    readonly at: string;
  }
>;
export type TeamRegistered = Event<
  'TeamRegistered',
  { readonly teamId: string; readonly name: string; readonly playerIds: readonly string[]; readonly joinedInRound: number; readonly at: string }
>;
/** A member asked the other to form a team (issue 18): the team forms when every member has accepted. */
export type TeamProposed = Event<
  'TeamProposed',
  { readonly teamId: string; readonly name: string; readonly playerIds: readonly string[]; readonly proposedBy: string; readonly at: string }
>;
export type TeamInvitationAccepted = Event<'TeamInvitationAccepted', { readonly teamId: string; readonly playerId: string; readonly at: string }>;
/** The invited player said no: the proposal is gone. */
export type TeamInvitationDeclined = Event<'TeamInvitationDeclined', { readonly teamId: string; readonly playerId: string; readonly at: string }>;
/** A member left a formed team before the start: the team is dissolved, both players are without a team. */
export type TeamLeft = Event<'TeamLeft', { readonly teamId: string; readonly playerId: string; readonly at: string }>;
/** A registration removed before the start, by the player or the organizer (issue 18). */
export type RegistrationWithdrawn = Event<'RegistrationWithdrawn', { readonly playerId: string; readonly byOrganizer: boolean; readonly at: string }>;
export type DecklistSubmitted = Event<
  'DecklistSubmitted',
  {
    readonly playerId: string;
    /** The decoded list as submitted (legend, runes, battlefields and main deck in one list). */
    readonly cards: readonly CardCount[];
    readonly chosenChampion: string | null;
    /** The Piltover Archive deck code it came from, if any. */
    readonly deckCode: string | null;
    /** The sideboard (TR 2026-07-16 403); absent in events stored before sideboards were registered. */
    readonly sideboard?: readonly CardCount[];
    readonly at: string;
  }
>;
/**
 * An organizer or a judge changes a list after the lists locked (TR 2026-07-16 401.3, 703.3.b),
 * audited: the list before, the reason and who made the change.
 */
export type DecklistCorrected = Event<
  'DecklistCorrected',
  {
    readonly playerId: string;
    readonly cards: readonly CardCount[];
    readonly sideboard: readonly CardCount[];
    readonly chosenChampion: string | null;
    readonly deckCode: string | null;
    readonly previous: StoredDecklist | null;
    readonly reason: string;
    readonly correctedBy: string;
    readonly at: string;
  }
>;
/** A judge's deck check (TR 2026-07-16 411): the presented deck matched the list, or the differences found. */
export type DeckChecked = Event<
  'DeckChecked',
  {
    readonly checkId: string;
    readonly playerId: string;
    /** The round it was made in (0: before round 1). */
    readonly round: number;
    readonly outcome: DeckCheckOutcome;
    /** What differed (required when the outcome is `differences`). */
    readonly differences: string | null;
    /** The incident recorded for it (a decklist or deck error, TR 2026-07-16 703.3, 703.4). */
    readonly incidentId: string | null;
    readonly judgeAccountId: string;
    readonly at: string;
  }
>;
/** The organizer makes lists public: every list after the event, or the top cut's lists. */
export type DecklistsPublished = Event<
  'DecklistsPublished',
  { readonly scope: DecklistPublication; readonly playerIds: readonly string[]; readonly at: string }
>;
export type TournamentStarted = Event<'TournamentStarted', { readonly swissRounds: number; readonly at: string }>;
export type RoundPaired = Event<
  'RoundPaired',
  {
    readonly round: number;
    readonly phase: RoundPhase;
    readonly tables: readonly PairedTable[];
    readonly byes: readonly string[];
    /** What the pairing had to give up (rematches, second byes), as `@arbiter/pairing` codes. */
    readonly relaxations: readonly string[];
    readonly at: string;
  }
>;
/** Pairings computed for the organizer to check (issue 19); players see them once published as `RoundPaired`. */
export type RoundDrafted = Event<
  'RoundDrafted',
  {
    readonly round: number;
    readonly phase: RoundPhase;
    readonly tables: readonly PairedTable[];
    readonly byes: readonly string[];
    readonly relaxations: readonly string[];
    readonly at: string;
  }
>;
export type PairingDraftDiscarded = Event<'PairingDraftDiscarded', { readonly round: number; readonly at: string }>;
export type PairingOverridden = Event<
  'PairingOverridden',
  { readonly round: number; readonly tables: readonly PairedTable[]; readonly at: string }
>;
/**
 * The organizer withdrew the published pairings of the current round to pair it again from
 * corrected standings (`repairRound`, ADR 0046); a `RoundPaired` of the same round follows.
 */
export type RoundPairingsWithdrawn = Event<
  'RoundPairingsWithdrawn',
  { readonly round: number; readonly matchIds: readonly string[]; readonly at: string }
>;
export type RoundClockStarted = Event<
  'RoundClockStarted',
  { readonly round: number; readonly durationSeconds: number; readonly at: string }
>;
export type RoundClockPaused = Event<'RoundClockPaused', { readonly round: number; readonly at: string }>;
export type RoundClockResumed = Event<'RoundClockResumed', { readonly round: number; readonly at: string }>;
export type RoundClockExtended = Event<'RoundClockExtended', { readonly round: number; readonly minutes: number; readonly at: string }>;
export type RoundCompleted = Event<
  'RoundCompleted',
  { readonly round: number; readonly results: readonly RoundResult[]; readonly at: string }
>;
/** A result of a closed round was corrected (the match stream has the `ResultCorrected` with its reason). */
export type RoundResultCorrected = Event<
  'RoundResultCorrected',
  { readonly round: number; readonly matchId: string; readonly result: MatchResult; readonly at: string }
>;
export type EntrantDropped = Event<
  'EntrantDropped',
  {
    readonly entrantId: string;
    /** The last round the entrant plays (0: dropped before round 1). */
    readonly droppedInRound: number;
    readonly at: string;
  }
>;
export type EntrantReentered = Event<'EntrantReentered', { readonly entrantId: string; readonly at: string }>;
export type EntrantDisqualified = Event<
  'EntrantDisqualified',
  { readonly entrantId: string; readonly droppedInRound: number; readonly reason: string; readonly at: string }
>;
export type IncidentRecorded = Event<'IncidentRecorded', IncidentRecord>;
export type AppealFiled = Event<'AppealFiled', { readonly incidentId: string; readonly statement: string; readonly at: string }>;
export type AppealDecided = Event<'AppealDecided', { readonly incidentId: string } & AppealDecision>;
export type TopCutStarted = Event<
  'TopCutStarted',
  { readonly size: number; readonly seeds: readonly string[]; readonly at: string }
>;
export type TournamentFinished = Event<
  'TournamentFinished',
  { readonly champions: readonly string[]; readonly at: string }
>;

export type TournamentEvent =
  | TournamentCreated
  | StaffAssigned
  | PlayerRegistered
  | TeamRegistered
  | TeamProposed
  | TeamInvitationAccepted
  | TeamInvitationDeclined
  | TeamLeft
  | RegistrationWithdrawn
  | DecklistSubmitted
  | DecklistCorrected
  | DeckChecked
  | DecklistsPublished
  | TournamentStarted
  | RoundPaired
  | RoundDrafted
  | PairingDraftDiscarded
  | PairingOverridden
  | RoundPairingsWithdrawn
  | RoundClockStarted
  | RoundClockPaused
  | RoundClockResumed
  | RoundClockExtended
  | RoundCompleted
  | RoundResultCorrected
  | EntrantDropped
  | EntrantReentered
  | EntrantDisqualified
  | IncidentRecorded
  | AppealFiled
  | AppealDecided
  | TopCutStarted
  | TournamentFinished;

export const tournamentEventTypes: readonly TournamentEvent['type'][] = [
  'TournamentCreated',
  'StaffAssigned',
  'PlayerRegistered',
  'TeamRegistered',
  'TeamProposed',
  'TeamInvitationAccepted',
  'TeamInvitationDeclined',
  'TeamLeft',
  'RegistrationWithdrawn',
  'DecklistSubmitted',
  'DecklistCorrected',
  'DeckChecked',
  'DecklistsPublished',
  'TournamentStarted',
  'RoundPaired',
  'RoundDrafted',
  'PairingDraftDiscarded',
  'PairingOverridden',
  'RoundPairingsWithdrawn',
  'RoundClockStarted',
  'RoundClockPaused',
  'RoundClockResumed',
  'RoundClockExtended',
  'RoundCompleted',
  'RoundResultCorrected',
  'EntrantDropped',
  'EntrantReentered',
  'EntrantDisqualified',
  'IncidentRecorded',
  'AppealFiled',
  'AppealDecided',
  'TopCutStarted',
  'TournamentFinished',
];

export function tournamentStreamId(tournamentId: string): string {
  return `tournament-${tournamentId}`;
}
