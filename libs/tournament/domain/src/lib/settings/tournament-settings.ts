import type { OrganizedPlayLevel } from '@arbiter/decks';
import type { RulesetId } from '@arbiter/rulesets';
import type { FormatSetting } from './deck-format.js';
import type { TournamentMode } from './modes.js';

export type ResultPolicy = 'both_confirm' | 'either_player' | 'staff_only';
export type PairingAutomation = 'manual' | 'automatic';
/** Rule Enforcement Level (TR 7.3): 0 casual, 1 basic, 2 advanced, 3 competitive. */
export type EnforcementLevel = 0 | 1 | 2 | 3;

/** The tiebreakers `@arbiter/pairing` offers (its README gives the formulas). */
export type TiebreakerId = 'omw' | 'gw' | 'ogw' | 'owp' | 'oowp' | 'buchholz' | 'head_to_head' | 'random';
export const tiebreakerIds: readonly TiebreakerId[] = ['omw', 'gw', 'ogw', 'owp', 'oowp', 'buchholz', 'head_to_head', 'random'];

export interface MatchPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Points of a bye (by default a match win). */
  readonly bye: number;
}

/** What the organizer fixes before the event (TR 8.1.1), stored in `TournamentCreated`. */
export interface TournamentSettings {
  readonly name: string;
  readonly mode: TournamentMode;
  /**
   * The rules its games are played under, fixed when the event is created: new events play the
   * current ruleset; an event stored without one was created under CR 1.0 and keeps it (ADR 0060).
   */
  readonly ruleset: RulesetId;
  /** Swiss rounds; `null` = the recommended number for the field, fixed when the event starts. */
  readonly swissRounds: number | null;
  readonly roundTimeMinutes: number;
  /** Entrants in the top cut; 0 = none. */
  readonly topCut: number;
  /** 1v1 and team modes. */
  readonly matchPoints: MatchPoints;
  /**
   * Pod modes: points per place, best first, exactly one value per seat (FFA3 1st-3rd, War
   * 1st-4th); ties share the better place. Other modes keep the FFA3 default, unused.
   */
  readonly placementPoints: readonly number[];
  readonly tiebreakers: readonly TiebreakerId[];
  readonly enforcementLevel: EnforcementLevel;
  /** TR 2026-07-16 205: casual (low), competitive or professional (high). */
  readonly organizedPlayLevel: OrganizedPlayLevel;
  /**
   * TR 2026-07-16 601.2.d.2: an unmodified preconstructed deck of the format's products keeps its
   * banned cards. Only at casual OPL.
   */
  readonly allowPreconstructedBannedCards: boolean;
  readonly decklistRequired: boolean;
  /** The format decklists are checked against (TR 2026-07-16 601.3): Standard or the organizer's own. */
  readonly format: FormatSetting;
  /** Open decklist policy (TR 2026-07-16 401.5): players see their opponents' lists. */
  readonly openDecklists: boolean;
  /** Players submit or replace their lists until this instant (ISO 8601); `null`: until the start. */
  readonly decklistDeadline: string | null;
  /**
   * The day the event is played (`YYYY-MM-DD`). Decklists are checked against the format as it
   * stands on that day (TR 2026-07-16 601.3.c: sets become legal, and cards banned, from a date),
   * whenever they are submitted; `null` (no date given): as of the day each list is submitted.
   */
  readonly startsOn: string | null;
  readonly resultPolicy: ResultPolicy;
  /** Players may still register until this round is paired (0 = only before the start). */
  readonly lateRegistrationUntilRound: number;
  /** `automatic`: the next round is paired as soon as every match of the last one is final. */
  readonly pairing: PairingAutomation;
  /** Anonymous visitors may read the published pairings and standings. */
  readonly publicView: boolean;
  /** Players who know it may register themselves; `null` = only the organizer registers. */
  readonly inviteCode: string | null;
  /**
   * The organizer and the judges may also play (issue 18; off by default, TR 8.2). Even then
   * nobody decides a result, a dispute, an incident or an appeal of a match they play in.
   */
  readonly staffMayPlay: boolean;
}

/**
 * The organized-play level an event has when the organizer names none: read from its Rule
 * Enforcement Level, as deck checks did before the level became a setting.
 */
export function organizedPlayLevelOf(level: EnforcementLevel): OrganizedPlayLevel {
  return level >= 3 ? 'professional' : level === 2 ? 'competitive' : 'casual';
}

export const organizedPlayLevels: readonly OrganizedPlayLevel[] = ['casual', 'competitive', 'professional'];
