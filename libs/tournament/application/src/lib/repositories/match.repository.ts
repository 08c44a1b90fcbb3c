import { EventStore, type EventStoreSession, type StoredEvent } from '@arbiter/application';
import { evolveMatch, initialMatchState, type MatchEvent, type MatchState, matchStreamId } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';

export interface LoadedMatch {
  readonly state: MatchState;
  readonly version: number;
}

/** Loads match aggregates (short streams: pairing, a few reports, the result). */
@Injectable()
export class MatchRepository {
  constructor(private readonly store: EventStore) {}

  async load(matchId: string, session?: EventStoreSession): Promise<LoadedMatch> {
    return fold(await (session ?? this.store).readStream<MatchEvent['data']>(matchStreamId(matchId)));
  }

  /** Several matches in one read, by match id (a match without events is unpaired, version 0). */
  async loadMany(matchIds: readonly string[], session?: EventStoreSession): Promise<ReadonlyMap<string, LoadedMatch>> {
    const streams = await (session ?? this.store).readStreams<MatchEvent['data']>(matchIds.map(matchStreamId));
    return new Map(matchIds.map((matchId) => [matchId, fold(streams.get(matchStreamId(matchId)) ?? [])]));
  }
}

function fold(events: readonly StoredEvent<MatchEvent['data']>[]): LoadedMatch {
  const state = events.reduce<MatchState>((current, event) => evolveMatch(current, { type: event.type, data: event.data } as MatchEvent), initialMatchState());
  return { state, version: events.length };
}
