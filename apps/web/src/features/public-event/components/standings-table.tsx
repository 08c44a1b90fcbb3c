import { useId } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { QueryState } from '../../../ui/query-state.js';
import { StickyText, TableScroll } from '../../../ui/table-scroll.js';
import { shownTiebreakers, tiebreakerValue } from '../core/standings-columns.js';

const t = textsOf(publicEventTexts);
const c = texts('common');

const StandingsTable_Query = graphql(`
  query StandingsTable_Query($t: ID!) {
    standings(tournamentId: $t) {
      throughRound
      rows {
        rank
        entrant { id name }
        points
        wins
        losses
        draws
        dropped
        tiebreakers { id value }
      }
    }
  }
`);
/** Pages that show standings (or results) subscribe once and pass the tick down. */
export const StandingsTable_Updated = graphql(`
  subscription StandingsTable_Updated($t: ID!) {
    standingsUpdated(tournamentId: $t) { throughRound }
  }
`);

/**
 * Standings with the tiebreakers the event uses (but the random one, which only orders the rows),
 * read again whenever `tick` moves (a result came in). The public page, print and console share it.
 * On a phone the tiebreakers make it wider than the screen: it scrolls in its own region, the
 * rank and the name staying in view.
 */
export function StandingsTable({ eventId, tick }: { readonly eventId: string; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: StandingsTable_Query, variables: { t: eventId } });
  const captionId = useId();
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  return (
    <QueryState
      fetching={result.fetching}
      error={result.error}
      data={result.data?.standings}
      isEmpty={(standings) => standings.rows.length === 0}
      empty={<p>{t('standings.empty')}</p>}
      retry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {(standings) => {
        const tiebreakerIds = shownTiebreakers(standings.rows[0]?.tiebreakers ?? []).map((tiebreaker) => tiebreaker.id);
        return (
          <TableScroll captionId={captionId} stickyColumns={2}>
            <table data-testid="standings">
              <caption id={captionId}>
                <span>{t('standings.caption', { round: standings.throughRound })}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('standings.col.rank')}</th>
                  <th scope="col">{t('standings.col.name')}</th>
                  <th scope="col">{t('standings.col.points')}</th>
                  <th scope="col">{t('standings.col.record')}</th>
                  {tiebreakerIds.map((id) => (
                    <th scope="col" key={id}>
                      {t(`tiebreaker.${id}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {standings.rows.map((row) => (
                  <tr key={row.entrant.id}>
                    <td>{row.rank}</td>
                    <th scope="row">
                      <StickyText>
                        {row.entrant.name}
                        {row.dropped ? <span className="muted"> ({c('entrant.dropped')})</span> : null}
                      </StickyText>
                    </th>
                    <td>{row.points}</td>
                    <td style={{ whiteSpace: 'nowrap' }}>{t('standings.record', { wins: row.wins, losses: row.losses, draws: row.draws })}</td>
                    {shownTiebreakers(row.tiebreakers).map((tiebreaker) => (
                      <td key={tiebreaker.id}>{tiebreakerValue(tiebreaker.id, tiebreaker.value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        );
      }}
    </QueryState>
  );
}
