import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { QueryState } from '../../../ui/query-state.js';
import { bracketColumns } from '../core/bracket.js';
import styles from './top-cut-bracket.module.css';

const t = textsOf(publicEventTexts);

const TopCutBracket_Query = graphql(`
  query TopCutBracket_Query($t: ID!) {
    tournament(id: $t) {
      id
      topCut { size seeds { id name } }
      champions { id name }
    }
    matches(tournamentId: $t) {
      id
      round
      table
      phase
      status
      entrants { id name }
      result { seats { entrantId gameWins placement } }
    }
  }
`);

/** The top cut: seeds, one column per round, winners marked. */
export function TopCutBracket({ eventId, tick }: { readonly eventId: string; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: TopCutBracket_Query, variables: { t: eventId }, requestPolicy: 'cache-and-network' });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  return (
    <QueryState
      fetching={result.fetching}
      error={result.error}
      data={result.data}
      isEmpty={(data) => !data.tournament?.topCut}
      empty={<p>{t('bracket.empty')}</p>}
      retry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {(data) => {
        const seeds = data.tournament?.topCut?.seeds ?? [];
        const seedOf = (id: string): number => seeds.findIndex((seed) => seed.id === id) + 1;
        const columns = bracketColumns(data.matches.filter((match) => match.phase === 'top_cut'));
        const champions = data.tournament?.champions ?? [];
        return (
          <div>
            {champions.length > 0 ? <p className={styles['champion']}>{t('champions', { names: champions.map((e) => e.name).join(', ') })}</p> : null}
            {/* It scrolls sideways on a phone: focusable, so keyboard users can scroll it too. */}
            <div className={styles['bracket']} tabIndex={0} role="group" aria-label={t('bracket.title')}>
              {columns.map((column, index) => (
                <section key={column.round} aria-label={t('bracket.round', { round: index + 1 })} className={styles['column']}>
                  <h3>{t('bracket.round', { round: index + 1 })}</h3>
                  <ul>
                    {column.matches.map((match) => (
                      <li key={match.id} className={styles['match']}>
                        {match.entrants.map((entrant) => (
                          <div key={entrant.id} className={entrant.id === match.winnerId ? styles['winner'] : undefined}>
                            <span className="muted">{t('bracket.seed', { seed: seedOf(entrant.id) })}</span> {entrant.name}
                            {entrant.id === match.winnerId ? <span className="visually-hidden"> ({t('bracket.winner')})</span> : null}
                          </div>
                        ))}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
