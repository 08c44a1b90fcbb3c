import { EventStore, type EventStoreSession } from '@arbiter/application';
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
    const events = await (session ?? this.store).readStream<MatchEvent['data']>(matchStreamId(matchId));
    const state = events.reduce<MatchState>((current, event) => evolveMatch(current, { type: event.type, data: event.data } as MatchEvent), initialMatchState());
    return { state, version: events.length };
  }
}
