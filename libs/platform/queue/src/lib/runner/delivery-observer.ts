/** What became of one delivery, as the runner reports it (metrics implement this). */
export type DeliveryOutcome =
  /** The processor ran and its effects committed together with "done". */
  | 'applied'
  /** The row was done (or dead) already: a repeated delivery, nothing changed. */
  | 'duplicate'
  /** No outbox row has this id (it was never committed, or its schema is gone). */
  | 'missing';

/** A failed attempt: retried later, or dead-lettered. */
export type FailureDisposition = 'retry' | 'dead';

export interface DeliveryObserver {
  /** `latencyMs`: from the outbox row's commit to the commit of its processing (applied only). */
  delivered(topic: string, outcome: DeliveryOutcome, latencyMs: number | null): void;
  failed(topic: string, disposition: FailureDisposition): void;
}

export const silentObserver: DeliveryObserver = {
  delivered: () => undefined,
  failed: () => undefined,
};
