/**
 * Incidents (TR 12, 13, 15): a judge's ruling on an infraction, documented (TR 15.3.2), and the
 * affected player's appeal against it (TR 15.2).
 */

/** TR 12.5.1-12.5.6, and the communication and procedure errors of TR 14.4.5 / table 3. */
export const INFRACTION_CATEGORIES = [
  'game_rule_violation',
  'missed_mandatory_effect',
  'hidden_information_error',
  'deck_error',
  'communication_error',
  'unsporting_conduct',
  'cheating',
] as const;
export type InfractionCategory = (typeof INFRACTION_CATEGORIES)[number];

/**
 * TR 13.2: caution (1), warning (2), the game penalty (4) read for Riftbound as the loss of the
 * game in progress (the rulebook's life points do not exist in Riftbound; ADR 0032), match loss
 * (5) and disqualification (6).
 */
export const MEASURES = ['caution', 'warning', 'game_loss', 'match_loss', 'disqualification'] as const;
export type Measure = (typeof MEASURES)[number];

/** TR 15.2.2: the appeal instance confirms, changes or lifts the ruling. */
export const APPEAL_OUTCOMES = ['upheld', 'changed', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export interface AppealDecision {
  readonly outcome: AppealOutcome;
  /** The ruling after the appeal (the original one when upheld; null measure when overturned). */
  readonly category: InfractionCategory;
  readonly measure: Measure | null;
  readonly note: string;
  readonly decidedBy: string;
  readonly at: string;
}

export interface IncidentAppeal {
  readonly statement: string;
  readonly filedAt: string;
  readonly decision: AppealDecision | null;
}

/** A ruling as the judge recorded it (the data of `IncidentRecorded`). */
export interface IncidentRecord {
  readonly incidentId: string;
  readonly playerId: string;
  readonly entrantId: string;
  /** The round it happened in (0: before round 1). */
  readonly round: number;
  readonly matchId: string | null;
  readonly category: InfractionCategory;
  readonly measure: Measure;
  readonly description: string;
  /** The game correction made (TR 14), if any. */
  readonly correction: string | null;
  readonly judgeAccountId: string;
  readonly at: string;
}

export interface IncidentEntry extends IncidentRecord {
  readonly appeal: IncidentAppeal | null;
}

export const isCategory = (value: string): value is InfractionCategory => (INFRACTION_CATEGORIES as readonly string[]).includes(value);
export const isMeasure = (value: string): value is Measure => (MEASURES as readonly string[]).includes(value);
export const isAppealOutcome = (value: string): value is AppealOutcome => (APPEAL_OUTCOMES as readonly string[]).includes(value);

/** The ruling in force: the appeal's when decided, else the judge's. */
export function rulingOf(incident: IncidentEntry): { readonly category: InfractionCategory; readonly measure: Measure | null } {
  const decision = incident.appeal?.decision;
  return decision ? { category: decision.category, measure: decision.measure } : { category: incident.category, measure: incident.measure };
}
