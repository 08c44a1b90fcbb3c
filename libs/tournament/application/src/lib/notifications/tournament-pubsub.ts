import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';

/**
 * What subscribers are told. Payloads are small and carry a version where a subscriber reads a
 * read model afterwards: a worker publishes inside its transaction, just before the commit, so a
 * subscriber waits until the read model has reached that version (see `WaitForReadModel`).
 */
export interface PairingsPublishedPayload {
  readonly tournamentId: string;
  readonly round: number;
}
export interface RoundClockPayload {
  readonly tournamentId: string;
  readonly round: number;
}
export interface StandingsUpdatedPayload {
  readonly tournamentId: string;
  readonly resultsVersion: number;
}
export interface DisputeOpenedPayload {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly round: number;
  readonly table: number;
}

/**
 * A match changed: a report, a confirmation, a dispute, a result or more time. `status` is what
 * the read model shows once the change is visible when the publisher has not committed yet
 * (the worker); null when it publishes after its commit.
 */
export interface MatchUpdatedPayload {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly status: 'open' | 'reported' | 'disputed' | 'final' | null;
}

/** An online game's stream grew (published by the process that ran the game command, after its
 * commit): subscribers read the game again, as their viewer may see it. */
export interface OnlineGameUpdatedPayload {
  readonly gameId: string;
  readonly version: number;
}

/**
 * A Magma Chamber team changed before the start (issue 18 item 9): proposed, accepted by one
 * more member, formed, declined or left. `accountIds` are the members' accounts, so only they
 * (and the organizer) are told; subscribers read the invitations again.
 */
export interface TeamUpdatedPayload {
  readonly tournamentId: string;
  readonly teamId: string;
  readonly name: string;
  readonly change: 'proposed' | 'accepted' | 'formed' | 'declined' | 'left';
  readonly accountIds: readonly string[];
}

/** Topics, each keyed by tournament id (matches by match id, online games by game id: a phone follows its own table, not the hall). */
export type TournamentTopics = {
  pairingsPublished: [tournamentId: string, payload: PairingsPublishedPayload];
  roundClock: [tournamentId: string, payload: RoundClockPayload];
  standingsUpdated: [tournamentId: string, payload: StandingsUpdatedPayload];
  disputeOpened: [tournamentId: string, payload: DisputeOpenedPayload];
  matchUpdated: [matchId: string, payload: MatchUpdatedPayload];
  onlineGameUpdated: [gameId: string, payload: OnlineGameUpdatedPayload];
  teamUpdated: [tournamentId: string, payload: TeamUpdatedPayload];
};

export type TournamentPubSub = PubSub<TournamentTopics>;

/** Injection token of the pub/sub the notifier publishes to and subscriptions listen on. */
export const TOURNAMENT_PUBSUB = Symbol('TOURNAMENT_PUBSUB');

/** One process only (tests, a single api without a worker). */
export function createLocalTournamentPubSub(): TournamentPubSub {
  return createPubSub<TournamentTopics>();
}

/**
 * Across processes over Redis: the worker publishes, every api instance's SSE subscribers
 * receive. Each side needs two connections (a subscribing connection can do nothing else).
 */
export function createRedisTournamentPubSub(publishClient: Redis, subscribeClient: Redis): TournamentPubSub {
  return createPubSub<TournamentTopics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
}
