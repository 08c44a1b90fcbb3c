/**
 * The create-event form's state and its mapping to `CreateTournamentInput`. Empty fields are left
 * out, so the api applies its recommended defaults (style H.38: rules stay on the server).
 */
import type { CreateTournamentInput, FormatInput } from '../../../graphql/generated/graphql.js';

export type Mode = 'duel' | 'match' | 'ffa3' | 'war' | 'magma_chamber';

/** Modes played in pods that finish in places (1st, 2nd…) rather than game wins. */
export const podModes: readonly string[] = ['ffa3', 'war'];
export const tiebreakerIds = ['omw', 'gw', 'ogw', 'owp', 'oowp', 'buchholz', 'head_to_head', 'random'] as const;
export type TiebreakerId = (typeof tiebreakerIds)[number];
export const organizedPlayLevels = ['casual', 'competitive', 'professional'] as const;
export type OrganizedPlayLevel = (typeof organizedPlayLevels)[number];

/**
 * The sets a format may list: the card catalog's (`CATALOG_SETS` of `@arbiter/cards`, checked by
 * the unit test), in the order of Standard (TR 2026-07-16 601.3.c). The server refuses any other.
 */
export const formatSets = ['OGS', 'OGN', 'SFD', 'UNL', 'VEN'] as const;

export interface BanRow {
  /** A card name or printing code, as the organizer types it. */
  readonly card: string;
  /** `YYYY-MM-DD`, from a date input. */
  readonly from: string;
}

export interface PreconstructedRow {
  readonly name: string;
  readonly deckCode: string;
}

/** Standard as the tournament rules define it, or the organizer's own format (TR 2026-07-16 601.3). */
export interface FormatForm {
  readonly kind: 'standard' | 'custom';
  readonly id: string;
  readonly name: string;
  readonly sets: readonly string[];
  readonly bans: readonly BanRow[];
  readonly sideboardSize: string;
  /** Products whose exact lists may keep banned cards at casual events (TR 2026-07-16 601.2.d.2); either kind. */
  readonly preconstructedDecks: readonly PreconstructedRow[];
}

export interface SettingsForm {
  readonly name: string;
  readonly mode: Mode;
  /** The event's day (`YYYY-MM-DD` from a date input); empty: none. */
  readonly startsOn: string;
  readonly swissRounds: string;
  readonly roundTimeMinutes: string;
  readonly topCut: number;
  readonly lateRegistrationUntilRound: string;
  readonly points: { readonly win: string; readonly draw: string; readonly loss: string; readonly bye: string };
  readonly placementPoints: string;
  readonly tiebreakers: readonly TiebreakerId[];
  readonly enforcementLevel: number;
  /** Empty: the server reads it from the enforcement level. */
  readonly organizedPlayLevel: OrganizedPlayLevel | '';
  readonly resultPolicy: 'both_confirm' | 'either_player' | 'staff_only';
  readonly pairing: 'manual' | 'automatic';
  readonly staffMayPlay: boolean;
  readonly decklistRequired: boolean;
  readonly openDecklists: boolean;
  /** A `datetime-local` value in the browser's time zone; empty: lists are taken until the start. */
  readonly decklistDeadline: string;
  readonly format: FormatForm;
  readonly allowPreconstructedBannedCards: boolean;
  readonly publicView: boolean;
  readonly inviteCode: string;
}

export const emptyFormat: FormatForm = { kind: 'standard', id: '', name: '', sets: [...formatSets], bans: [], sideboardSize: '', preconstructedDecks: [] };

export const defaultSettings: SettingsForm = {
  name: '',
  mode: 'match',
  startsOn: '',
  swissRounds: '',
  roundTimeMinutes: '',
  topCut: 0,
  lateRegistrationUntilRound: '',
  points: { win: '', draw: '', loss: '', bye: '' },
  placementPoints: '',
  tiebreakers: [],
  enforcementLevel: 1,
  organizedPlayLevel: '',
  resultPolicy: 'both_confirm',
  pairing: 'manual',
  staffMayPlay: false,
  decklistRequired: true,
  openDecklists: false,
  decklistDeadline: '',
  format: emptyFormat,
  allowPreconstructedBannedCards: false,
  publicView: true,
  inviteCode: '',
};

/**
 * The settings the server may name in `TOURNAMENT.INVALID_SETTINGS` (`details.field`) that the
 * form shows beside a control; any other field's refusal is a message about the whole form.
 */
export const settingsFields = [
  'name',
  'mode',
  'startsOn',
  'swissRounds',
  'roundTimeMinutes',
  'topCut',
  'lateRegistrationUntilRound',
  'matchPoints',
  'placementPoints',
  'tiebreakers',
  'enforcementLevel',
  'organizedPlayLevel',
  'resultPolicy',
  'pairing',
  'decklistDeadline',
  'format',
  'allowPreconstructedBannedCards',
  'inviteCode',
] as const;

/** Top-cut sizes the form offers; the api checks the choice against the mode. */
export function topCutSizes(mode: Mode): number[] {
  if (mode === 'ffa3') return [0, 3, 9, 27];
  if (mode === 'war') return [0, 4, 16, 64];
  return [0, 2, 4, 8, 16, 32, 64];
}

const integer = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/**
 * A `datetime-local` value as an instant with its offset, in the browser's time zone, as the api
 * wants a deadline. A value the browser cannot read goes as typed, so the server says what is wrong.
 */
export function deadlineInstant(local: string): string {
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}

/** The format as the api takes it; Standard without products is the default and left out. */
export function formatInput(format: FormatForm): FormatInput | undefined {
  const preconstructedDecks = format.preconstructedDecks
    .filter((deck) => deck.name.trim() !== '' || deck.deckCode.trim() !== '')
    .map((deck) => ({ name: deck.name.trim(), deckCode: deck.deckCode.trim() }));
  const products = preconstructedDecks.length > 0 ? { preconstructedDecks } : {};
  if (format.kind === 'standard') return preconstructedDecks.length > 0 ? { id: 'standard', ...products } : undefined;
  const bans = format.bans.filter((ban) => ban.card.trim() !== '' || ban.from !== '').map((ban) => ({ card: ban.card.trim(), from: ban.from }));
  const sideboardSize = integer(format.sideboardSize);
  return {
    id: format.id.trim(),
    ...(format.name.trim() ? { name: format.name.trim() } : {}),
    sets: formatSets.filter((set) => format.sets.includes(set)),
    bans,
    ...(sideboardSize === undefined ? {} : { sideboardSize }),
    ...products,
  };
}

export function settingsInput(form: SettingsForm): CreateTournamentInput {
  const points = form.points;
  const allPoints = [points.win, points.draw, points.loss, points.bye].every((value) => value.trim() !== '');
  const placement = form.placementPoints
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  const optional = {
    startsOn: form.startsOn.trim() || undefined,
    swissRounds: integer(form.swissRounds),
    roundTimeMinutes: integer(form.roundTimeMinutes),
    lateRegistrationUntilRound: integer(form.lateRegistrationUntilRound),
    matchPoints: allPoints ? { win: Number(points.win), draw: Number(points.draw), loss: Number(points.loss), bye: Number(points.bye) } : undefined,
    placementPoints: podModes.includes(form.mode) && placement.length > 0 ? placement : undefined,
    tiebreakers: form.tiebreakers.length > 0 ? [...form.tiebreakers] : undefined,
    organizedPlayLevel: form.organizedPlayLevel || undefined,
    staffMayPlay: form.staffMayPlay || undefined,
    openDecklists: form.openDecklists || undefined,
    decklistDeadline: form.decklistDeadline.trim() ? deadlineInstant(form.decklistDeadline.trim()) : undefined,
    format: formatInput(form.format),
    allowPreconstructedBannedCards: form.allowPreconstructedBannedCards || undefined,
    inviteCode: form.inviteCode.trim() || undefined,
  };
  return {
    name: form.name.trim(),
    mode: form.mode,
    topCut: form.topCut,
    enforcementLevel: form.enforcementLevel,
    decklistRequired: form.decklistRequired,
    resultPolicy: form.resultPolicy,
    pairing: form.pairing,
    publicView: form.publicView,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
