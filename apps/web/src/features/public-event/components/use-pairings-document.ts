import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import type { PairingsDocumentShape } from '../core/name-search.js';

/** Private events (players signed in): the same shape through GraphQL. */
const PairingsDocument_Private = graphql(`
  query PairingsDocument_Private($t: ID!, $r: Int) {
    pairings(tournamentId: $t, round: $r) {
      round
      tables { table matchId entrants { id name } }
      byes { id name }
    }
  }
`);

export interface PairingsDocumentState {
  readonly document: PairingsDocumentShape | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * A round's pairings, once. A public event's round is one cacheable document at a stable GET URL
 * (`/public/tournaments/<id>/rounds/<n>/pairings`, ETag): the browser revalidates it with
 * `If-None-Match` when `tick` moves, and the search runs over it in memory.
 */
export function usePairingsDocument(eventId: string, round: number, publicView: boolean, tick: number): PairingsDocumentState {
  const [state, setState] = useState<PairingsDocumentState>({ document: null, loading: publicView, failed: false });
  const [privateResult, refetchPrivate] = useQuery({
    query: PairingsDocument_Private,
    variables: { t: eventId, r: round },
    pause: publicView || round < 1,
  });
  useEffect(() => {
    if (!publicView || round < 1) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: previous.document === null }));
    fetch(`/public/tournaments/${encodeURIComponent(eventId)}/rounds/${round}/pairings`, {
      signal: controller.signal,
      cache: tick === 0 ? 'default' : 'no-cache',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const document = (await response.json()) as PairingsDocumentShape;
        setState({ document, loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ document: null, loading: false, failed: error instanceof Error });
      });
    return () => controller.abort();
  }, [eventId, round, publicView, tick]);
  useEffect(() => {
    if (!publicView && tick > 0) refetchPrivate({ requestPolicy: 'network-only' });
  }, [publicView, tick, refetchPrivate]);
  if (publicView || round < 1) return round < 1 ? { document: null, loading: false, failed: false } : state;
  return {
    document: privateResult.data?.pairings ?? null,
    loading: privateResult.fetching && !privateResult.data,
    failed: Boolean(privateResult.error),
  };
}
