import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { EventPage_PairingsPublished, EventPage_Tournament } from '../components/event-query.js';
import { RoundClock } from '../components/round-clock.js';
import { usePairingsDocument } from '../components/use-pairings-document.js';
import { seatsByName } from '../core/name-search.js';
import styles from './events.$eventId.projector.module.css';

const t = textsOf(publicEventTexts);
const c = texts('common');

/**
 * Projector mode (style H.42): the clock full width and the pairings by name scrolling, for a
 * screen in the hall. `html.projector` switches the theme; there are no controls.
 */
export function Component() {
  const { eventId = '' } = useParams();
  const [result, refetch] = useQuery({ query: EventPage_Tournament, variables: { id: eventId } });
  const tick = useLiveTick(EventPage_PairingsPublished, { t: eventId });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  const tournament = result.data?.tournament;
  const round = tournament?.roundsPaired ?? 0;
  const pairings = usePairingsDocument(eventId, round, tournament?.settings.publicView ?? false, tick);
  const rows = useMemo(() => (pairings.document ? seatsByName(pairings.document) : []), [pairings.document]);
  useEffect(() => {
    document.documentElement.classList.add('projector');
    return () => document.documentElement.classList.remove('projector');
  }, []);
  // Long lists scroll by themselves; the animation runs longer the more rows there are.
  const duration = Math.max(20, rows.length * 1.2);
  return (
    <div className={styles['projector']}>
      <h1 className={styles['title']}>{tournament ? t('projector.title', { name: tournament.name, round }) : c('loading')}</h1>
      <div className={styles['clock']}>
        <RoundClock eventId={eventId} large />
      </div>
      <div className={styles['viewport']}>
        {rows.length === 0 ? (
          <p className={styles['empty']}>{t('pairings.empty')}</p>
        ) : (
          <table className={`${styles['pairings']} ${rows.length > 24 ? styles['scrolling'] : ''}`} style={{ animationDuration: `${duration}s` }}>
            <caption className="visually-hidden">{t('pairings.caption', { round })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pairings.col.name')}</th>
                <th scope="col">{t('pairings.col.table')}</th>
                <th scope="col">{t('pairings.col.opponent')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.entrantId}>
                  <th scope="row">{row.name}</th>
                  <td>{row.table ?? c('bye')}</td>
                  <td>{row.opponents.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Link to={`/events/${eventId}`} className={styles['exit']}>
        {t('projector.exit')}
      </Link>
    </div>
  );
}
