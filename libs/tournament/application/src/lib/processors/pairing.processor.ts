import type { EventStoreTransaction, OutboxDelivery, OutboxProcessor } from '@arbiter/application';
import { currentRound, decidePairNextRound } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { TournamentReadModels } from '../projections/tournament-read-models.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { WriteSession } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { refusalError } from '../shared/refusal-error.js';
import { PAIRING_TOPIC, type PairingRequestPayload } from './score-reporting.topic.js';

/** Refusals that mean "nothing to pair automatically", not a failure: the organizer decides what comes next. */
const NOTHING_TO_PAIR = new Set(['ROUND.SWISS_COMPLETE', 'TOPCUT.COMPLETE', 'TOURNAMENT.FINISHED', 'ROUND.NOT_COMPLETE', 'DECKLIST.MISSING']);

/**
 * Automatic pairing (topic `pairing`): after a round completed under `pairing: automatic`, pairs
 * the next Swiss or top-cut round as the system. Idempotent: if the next round is paired already
 * (by an earlier delivery or by the organizer), it does nothing.
 */
@Injectable()
export class PairingProcessor implements OutboxProcessor<PairingRequestPayload> {
  readonly topic = PAIRING_TOPIC;

  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly readModels: TournamentReadModels,
    private readonly notifier: TournamentNotifier,
    private readonly clock: Clock,
  ) {}

  async process(delivery: OutboxDelivery<PairingRequestPayload>, tx: EventStoreTransaction): Promise<void> {
    const { tournamentId, afterRound } = delivery.payload;
    const before = await this.tournaments.load(tournamentId, tx);
    if (before.state.status === 'none' || (currentRound(before.state)?.round ?? 0) > afterRound) return;
    const decision = decidePairNextRound({ type: 'PairNextRound', actor: null, now: this.clock.now() }, before.state);
    if (!decision.ok) {
      if (NOTHING_TO_PAIR.has(decision.error.code)) return;
      // Anything else will not pair on a retry either: dead-letter it with its code for the organizer.
      throw refusalError(decision.error);
    }
    await new WriteSession(tx, this.readModels, null).appendTournament(tournamentId, before, decision.events);
    this.notifier.publish('pairingsPublished', tournamentId, { tournamentId, round: afterRound + 1 });
  }
}
