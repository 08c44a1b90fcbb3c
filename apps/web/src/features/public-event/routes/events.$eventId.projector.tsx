import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { EventPage_PairingsPublished, EventPage_Tournament } from '../components/event-query.js';
import { PairingsByName } from '../components/pairings-by-name.js';
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
          <div className={rows.length > 24 ? styles['scrolling'] : undefined} style={{ animationDuration: `${duration}s` }}>
            <PairingsByName round={round} rows={rows} className={styles['pairings']} captionHidden />
          </div>
        )}
      </div>
      <Link to={`/events/${eventId}`} className={styles['exit']}>
        {t('projector.exit')}
      </Link>
    </div>
  );
}
