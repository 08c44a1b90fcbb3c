import { GRAPHQL_SERVER, type GraphqlServer } from '@arbiter/graphql-server';
import { GetPairingsVersionQuery, TournamentNotifier } from '@arbiter/tournament-application';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { pairingsDocument, type PairingsDocument } from './pairings-document.js';

/** What the document holds: who sits where, nothing that changes after publication (ADR 0012). */
export const PUBLIC_PAIRINGS_QUERY = /* GraphQL */ `
  query PublicPairings($t: ID!, $r: Int) {
    pairings(tournamentId: $t, round: $r) {
      tournamentId
      round
      phase
      tables { table matchId entrants { id name } }
      byes { id name }
    }
  }
`;

/** How long a document is served without asking the database whether its round was reseated. */
const REVALIDATE_MS = 1_000;
const MAX_DOCUMENTS = 500;

interface Held {
  readonly document: PairingsDocument;
  checkedAt: number;
}

/**
 * The pairings documents of public events (ADR 0071), built through the GraphQL schema as an
 * anonymous visitor would read them, so the document can never show more than the query does.
 * Concurrent misses share one build (the round-start spike asks for the same round 2,000 times
 * at once). An override moves the round's pairings version: this process's own overrides drop
 * the document at once, other processes' within a second (the revalidation).
 */
@Injectable()
export class PublicPairingsDocuments implements OnApplicationShutdown {
  private readonly held = new Map<string, Held>();
  private readonly building = new Map<string, Promise<PairingsDocument | null>>();
  private readonly stopListening: () => void;

  constructor(
    private readonly queries: QueryBus,
    @Inject(GRAPHQL_SERVER) private readonly graphql: GraphqlServer,
    notifier: TournamentNotifier,
  ) {
    this.stopListening = notifier.listenLocally((topic, tournamentId) => {
      if (topic === 'pairingsPublished') this.forget(tournamentId);
    });
  }

  /** The current document, or `null`: no such round, or the event is not public. */
  async get(tournamentId: string, round: number): Promise<PairingsDocument | null> {
    const key = `${tournamentId}:${round}`;
    const held = this.held.get(key);
    if (held && Date.now() - held.checkedAt <= REVALIDATE_MS) return held.document;
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.refresh(key, tournamentId, round, held).finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  private async refresh(key: string, tournamentId: string, round: number, held: Held | undefined): Promise<PairingsDocument | null> {
    const current = await this.queries.execute(new GetPairingsVersionQuery(tournamentId, round));
    if (!current?.publicView) {
      this.held.delete(key);
      return null;
    }
    if (held && held.document.version === current.version) {
      held.checkedAt = Date.now();
      return held.document;
    }
    const response = await this.graphql.fetch(`http://localhost${this.graphql.graphqlEndpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: PUBLIC_PAIRINGS_QUERY, variables: { t: tournamentId, r: round } }),
    }, { req: { headers: {}, ip: '127.0.0.1' } });
    const body = (await response.json()) as { data?: { pairings?: unknown }; errors?: unknown };
    if (body.errors || !body.data?.pairings) return null;
    const document = pairingsDocument(tournamentId, round, current.version, body.data.pairings);
    if (this.held.size >= MAX_DOCUMENTS) this.held.delete(this.held.keys().next().value as string);
    this.held.set(key, { document, checkedAt: Date.now() });
    return document;
  }

  private forget(tournamentId: string): void {
    for (const [key, held] of this.held) if (held.document.tournamentId === tournamentId) this.held.delete(key);
  }

  onApplicationShutdown(): void {
    this.stopListening();
  }
}
