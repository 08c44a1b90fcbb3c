/** The outbox topic of accepted reports; the worker runs `ScoreReportingProcessor` for it. */
export const SCORE_REPORTING_TOPIC = 'score-reporting';

export interface ScoreReportPayload {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly reportId: string;
}

/** The outbox topic of automatic pairing requests (`PairingProcessor`). */
export const PAIRING_TOPIC = 'pairing';

export interface PairingRequestPayload {
  readonly tournamentId: string;
  /** The round whose completion asked for the next one. */
  readonly afterRound: number;
}
