/**
 * The create-event form's state and its mapping to `CreateTournamentInput`. Empty fields are left
 * out, so the api applies its recommended defaults (style H.38: rules stay on the server).
 */
export type Mode = 'duel' | 'match' | 'ffa3' | 'war' | 'magma_chamber';

/** Modes played in pods that finish in places (1st, 2nd…) rather than game wins. */
export const podModes: readonly string[] = ['ffa3', 'war'];
export const tiebreakerIds = ['omw', 'gw', 'ogw', 'owp', 'oowp', 'buchholz', 'head_to_head', 'random'] as const;
export type TiebreakerId = (typeof tiebreakerIds)[number];

export interface SettingsForm {
  readonly name: string;
  readonly mode: Mode;
  readonly swissRounds: string;
  readonly roundTimeMinutes: string;
  readonly topCut: number;
  readonly lateRegistrationUntilRound: string;
  readonly points: { readonly win: string; readonly draw: string; readonly loss: string; readonly bye: string };
  readonly placementPoints: string;
  readonly tiebreakers: readonly TiebreakerId[];
  readonly enforcementLevel: number;
  readonly decklistRequired: boolean;
  readonly resultPolicy: 'both_confirm' | 'either_player' | 'staff_only';
  readonly pairing: 'manual' | 'automatic';
  readonly publicView: boolean;
  readonly inviteCode: string;
}

export const defaultSettings: SettingsForm = {
  name: '',
  mode: 'match',
  swissRounds: '',
  roundTimeMinutes: '',
  topCut: 0,
  lateRegistrationUntilRound: '',
  points: { win: '', draw: '', loss: '', bye: '' },
  placementPoints: '',
  tiebreakers: [],
  enforcementLevel: 1,
  decklistRequired: true,
  resultPolicy: 'both_confirm',
  pairing: 'manual',
  publicView: true,
  inviteCode: '',
};

/** Top-cut sizes the form offers; the api checks the choice against the mode. */
export function topCutSizes(mode: Mode): number[] {
  if (mode === 'ffa3') return [0, 3, 9, 27];
  if (mode === 'war') return [0, 4, 16, 64];
  return [0, 2, 4, 8, 16, 32, 64];
}

const integer = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

export function settingsInput(form: SettingsForm) {
  const points = form.points;
  const allPoints = [points.win, points.draw, points.loss, points.bye].every((value) => value.trim() !== '');
  const placement = form.placementPoints
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  const optional = {
    swissRounds: integer(form.swissRounds),
    roundTimeMinutes: integer(form.roundTimeMinutes),
    lateRegistrationUntilRound: integer(form.lateRegistrationUntilRound),
    matchPoints: allPoints ? { win: Number(points.win), draw: Number(points.draw), loss: Number(points.loss), bye: Number(points.bye) } : undefined,
    placementPoints: podModes.includes(form.mode) && placement.length > 0 ? placement : undefined,
    tiebreakers: form.tiebreakers.length > 0 ? [...form.tiebreakers] : undefined,
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
