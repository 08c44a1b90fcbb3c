import type { OrganizedPlayLevel } from '@arbiter/decks';
import { hasVisibleCharacter } from '@arbiter/errors';
import { CURRENT_RULESET } from '@arbiter/rulesets';
import { type Check, firstFailure, refusal, type Refusal } from '../decision.js';
import { type FormatSetting, resolveFormat, STANDARD_FORMAT } from './deck-format.js';
import { modeFacts, type TournamentMode, tournamentModes } from './modes.js';
import {
  type EnforcementLevel,
  type MatchPoints,
  organizedPlayLevelOf,
  organizedPlayLevels,
  type PairingAutomation,
  type ResultPolicy,
  type TiebreakerId,
  tiebreakerIds,
  type TournamentSettings,
} from './tournament-settings.js';

/** What the organizer sends; everything but name and mode has a default. */
export interface TournamentSettingsInput {
  readonly name: string;
  readonly mode: TournamentMode;
  readonly swissRounds?: number | null;
  readonly roundTimeMinutes?: number;
  readonly topCut?: number;
  readonly matchPoints?: MatchPoints;
  readonly placementPoints?: readonly number[];
  readonly tiebreakers?: readonly TiebreakerId[];
  readonly enforcementLevel?: EnforcementLevel;
  /** Default: read from the enforcement level (0-1 casual, 2 competitive, 3 professional). */
  readonly organizedPlayLevel?: OrganizedPlayLevel | null;
  readonly allowPreconstructedBannedCards?: boolean | null;
  readonly decklistRequired?: boolean;
  readonly format?: (Nullable<FormatSetting> & { readonly id: string }) | null;
  readonly openDecklists?: boolean;
  readonly decklistDeadline?: string | null;
  /** The event's day, `YYYY-MM-DD`. */
  readonly startsOn?: string | null;
  readonly resultPolicy?: ResultPolicy;
  readonly lateRegistrationUntilRound?: number;
  readonly pairing?: PairingAutomation;
  readonly publicView?: boolean;
  readonly inviteCode?: string | null;
  readonly staffMayPlay?: boolean;
}

/** Architecture defaults: 3/1/0 (bye = win), FFA3 3/1/0, War 3/1/0/0 (ADR 0038), OMW% GW% OGW% then random. */
export const defaultMatchPoints: MatchPoints = { win: 3, draw: 1, loss: 0, bye: 3 };
export const defaultPlacementPoints: readonly [number, number, number] = [3, 1, 0];
export const defaultWarPlacementPoints: readonly [number, number, number, number] = [3, 1, 0, 0];

/** The placement points a mode starts from: one value per seat of its pods. */
export function defaultPlacementPointsFor(mode: TournamentMode): readonly number[] {
  return modeFacts[mode]?.podSize === 4 ? defaultWarPlacementPoints : defaultPlacementPoints;
}
export const defaultTiebreakers: readonly TiebreakerId[] = ['omw', 'gw', 'ogw', 'random'];

const MAX_SWISS_ROUNDS = 20;
const resultPolicies: readonly ResultPolicy[] = ['both_confirm', 'either_player', 'staff_only'];

/** Top cuts that make a bracket: powers of two for 1v1 and teams, powers of the pod size for pods. */
export function allowedTopCuts(mode: TournamentMode): readonly number[] {
  const podSize = modeFacts[mode]?.podSize ?? null;
  if (podSize === null) return [0, 2, 4, 8, 16, 32, 64];
  return [0, podSize, podSize ** 2, podSize ** 3];
}

export type SettingsResult = { readonly ok: true; readonly settings: TournamentSettings } | { readonly ok: false; readonly error: Refusal };

export function buildSettings(input: TournamentSettingsInput): SettingsResult {
  const mode = input.mode;
  const settings: TournamentSettings = {
    name: input.name.trim(),
    mode,
    ruleset: CURRENT_RULESET,
    swissRounds: input.swissRounds ?? null,
    roundTimeMinutes: input.roundTimeMinutes ?? modeFacts[mode]?.defaultRoundMinutes ?? 50,
    topCut: input.topCut ?? 0,
    matchPoints: input.matchPoints ?? defaultMatchPoints,
    placementPoints: input.placementPoints ?? defaultPlacementPointsFor(mode),
    tiebreakers: input.tiebreakers ?? defaultTiebreakers,
    enforcementLevel: input.enforcementLevel ?? 1,
    organizedPlayLevel: input.organizedPlayLevel ?? organizedPlayLevelOf(input.enforcementLevel ?? 1),
    allowPreconstructedBannedCards: input.allowPreconstructedBannedCards ?? false,
    decklistRequired: input.decklistRequired ?? true,
    format: formatSettingOf(input.format),
    openDecklists: input.openDecklists ?? false,
    decklistDeadline: input.decklistDeadline?.trim() || null,
    startsOn: input.startsOn?.trim() || null,
    resultPolicy: input.resultPolicy ?? 'both_confirm',
    lateRegistrationUntilRound: input.lateRegistrationUntilRound ?? 0,
    pairing: input.pairing ?? 'manual',
    publicView: input.publicView ?? true,
    inviteCode: input.inviteCode?.trim() || null,
    staffMayPlay: input.staffMayPlay ?? false,
  };
  const failure = checkSettings(settings);
  return failure ? { ok: false, error: failure } : { ok: true, settings };
}

/** Nulls of the transport read as absent. */
type Nullable<T> = { readonly [K in keyof T]?: T[K] | null };

/** Only the fields a format has, so nothing else from the input is stored. */
function formatSettingOf(input: (Nullable<FormatSetting> & { readonly id: string }) | null | undefined): FormatSetting {
  if (!input) return STANDARD_FORMAT;
  const { id, name, sets, bans, sideboardSize, preconstructedDecks } = input;
  return {
    id: id.trim(),
    ...(name == null ? {} : { name: name.trim() }),
    ...(sets == null ? {} : { sets: [...sets] }),
    ...(bans == null ? {} : { bans: bans.map((ban) => ({ card: ban.card, from: ban.from })) }),
    ...(sideboardSize == null ? {} : { sideboardSize }),
    ...(preconstructedDecks == null ? {} : { preconstructedDecks: preconstructedDecks.map((deck) => ({ name: deck.name, deckCode: deck.deckCode.trim() })) }),
  };
}

/** An instant with its offset (`2026-08-15T09:00:00Z`, `...+02:00`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day of the calendar as `YYYY-MM-DD` (no clock here: the days of each month are counted). */
export function isCalendarDay(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function invalid(field: string, message: string, ruleRef?: string): Refusal {
  return refusal('TOURNAMENT.INVALID_SETTINGS', message, { details: { field }, ...(ruleRef ? { ruleRef } : {}) });
}

const integerIn = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

function checkSettings(s: TournamentSettings): Check {
  return firstFailure(
    () => (tournamentModes.includes(s.mode) ? null : invalid('mode', `unknown mode ${String(s.mode)}`)),
    () => (s.name.length >= 1 && s.name.length <= 120 ? null : invalid('name', 'a name has 1 to 120 characters')),
    () => (hasVisibleCharacter(s.name) ? null : invalid('name', 'a name needs a visible character')),
    () =>
      s.swissRounds === null || integerIn(s.swissRounds, 1, MAX_SWISS_ROUNDS)
        ? null
        : invalid('swissRounds', `between 1 and ${MAX_SWISS_ROUNDS} Swiss rounds, or automatic`),
    () => (integerIn(s.roundTimeMinutes, 10, 240) ? null : invalid('roundTimeMinutes', 'a round lasts 10 to 240 minutes')),
    () =>
      allowedTopCuts(s.mode).includes(s.topCut)
        ? null
        : invalid('topCut', `a ${s.mode} top cut has ${allowedTopCuts(s.mode).join(', ')} entrants`),
    () => checkPoints(s),
    () => checkTiebreakers(s.tiebreakers),
    () => (integerIn(s.enforcementLevel, 0, 3) ? null : invalid('enforcementLevel', 'REL is 0 to 3 (TR 7.3)')),
    () =>
      organizedPlayLevels.includes(s.organizedPlayLevel)
        ? null
        : invalid('organizedPlayLevel', 'the organized-play level is casual, competitive or professional', 'TR 2026-07-16 205'),
    () =>
      !s.allowPreconstructedBannedCards || s.organizedPlayLevel === 'casual'
        ? null
        : invalid('allowPreconstructedBannedCards', 'preconstructed decks keep their banned cards only at casual (low) OPL', 'TR 2026-07-16 601.2.d.2'),
    () => {
      const resolved = resolveFormat(s.format);
      return resolved.ok ? null : invalid('format', `the format cannot be used: ${resolved.message}`);
    },
    () =>
      s.decklistDeadline === null || ISO_INSTANT.test(s.decklistDeadline)
        ? null
        : invalid('decklistDeadline', 'a decklist deadline is a date and time with its offset, e.g. 2026-08-15T09:00:00Z'),
    () =>
      s.startsOn === null || isCalendarDay(s.startsOn)
        ? null
        : invalid('startsOn', 'the event date is a day of the calendar, e.g. 2026-08-15', 'TR 2026-07-16 601.3.c'),
    () => (resultPolicies.includes(s.resultPolicy) ? null : invalid('resultPolicy', 'unknown result policy')),
    () =>
      integerIn(s.lateRegistrationUntilRound, 0, MAX_SWISS_ROUNDS)
        ? null
        : invalid('lateRegistrationUntilRound', 'late registration ends at a round from 0 to 20'),
    () => (s.pairing === 'manual' || s.pairing === 'automatic' ? null : invalid('pairing', 'pairing is manual or automatic')),
    () =>
      s.inviteCode === null || (s.inviteCode.length >= 4 && s.inviteCode.length <= 64)
        ? null
        : invalid('inviteCode', 'an invite code has 4 to 64 characters'),
  );
}

function checkPoints(s: TournamentSettings): Check {
  const { win, draw, loss, bye } = s.matchPoints;
  const points = [win, draw, loss, bye, ...s.placementPoints];
  if (!points.every((value) => integerIn(value, 0, 1000))) return invalid('matchPoints', 'points are integers from 0 to 1000');
  if (!(win >= draw && draw >= loss)) return invalid('matchPoints', 'a win is worth at least a draw, a draw at least a loss');
  const places = s.placementPoints;
  const podSize = modeFacts[s.mode].podSize;
  if (podSize !== null && places.length !== podSize) {
    return invalid('placementPoints', `a ${s.mode} pod has ${podSize} seats: give exactly ${podSize} placement points, best place first`);
  }
  if (places.length === 0 || places.some((points, place) => place > 0 && points > (places[place - 1] as number))) {
    return invalid('placementPoints', 'a better place is worth at least as much');
  }
  return null;
}

function checkTiebreakers(tiebreakers: readonly TiebreakerId[]): Check {
  if (tiebreakers.some((id) => !tiebreakerIds.includes(id))) return invalid('tiebreakers', 'unknown tiebreaker');
  if (new Set(tiebreakers).size !== tiebreakers.length) return invalid('tiebreakers', 'a tiebreaker is listed twice');
  return null;
}
