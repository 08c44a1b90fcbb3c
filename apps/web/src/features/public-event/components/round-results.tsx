import { useId } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { QueryState } from '../../../ui/query-state.js';
import { TableScroll } from '../../../ui/table-scroll.js';
import { resultText } from '../core/result-text.js';

const t = textsOf(publicEventTexts);
const c = texts('common');

const RoundResults_Query = graphql(`
  query RoundResults_Query($t: ID!, $r: Int) {
    matches(tournamentId: $t, round: $r) {
      id
      table
      status
      entrants { id name }
      result { gameDraws seats { entrantId gameWins placement } }
    }
  }
`);

/** The results of one round by table; `tick` moves when standings change, which means a result did. */
export function RoundResults({ eventId, round, mode, tick }: { readonly eventId: string; readonly round: number; readonly mode: string; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: RoundResults_Query, variables: { t: eventId, r: round }, requestPolicy: 'cache-and-network' });
  const captionId = useId();
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  return (
    <QueryState
      fetching={result.fetching}
      error={result.error}
      data={result.data?.matches}
      isEmpty={(matches) => matches.length === 0}
      empty={<p>{t('results.empty')}</p>}
      retry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {(matches) => (
        // Long names with no space to wrap at would push the page sideways on a phone.
        <TableScroll captionId={captionId}>
          <table>
            <caption id={captionId}>
              <span>{t('results.caption', { round })}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('results.col.table')}</th>
                <th scope="col">{t('results.col.players')}</th>
                <th scope="col">{t('results.col.result')}</th>
                <th scope="col">{t('results.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {[...matches]
                .sort((a, b) => a.table - b.table)
                .map((match) => (
                  <tr key={match.id}>
                    <td>{match.table}</td>
                    <th scope="row">{match.entrants.map((entrant) => entrant.name).join(' – ')}</th>
                    <td>{match.status === 'final' ? resultText(mode, match.entrants, match.result) : t('results.pending')}</td>
                    <td>{c(`match.status.${match.status}`)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </QueryState>
  );
}
