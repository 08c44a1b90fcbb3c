import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { dateTime, texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { EventPage_Tournament } from '../components/event-query.js';
import { StandingsTable } from '../components/standings-table.js';
import styles from './print.module.css';

const t = textsOf(publicEventTexts);
const c = texts('common');

/** Standings with tiebreakers, for print. */
export function Component() {
  const { eventId = '' } = useParams();
  const [result] = useQuery({ query: EventPage_Tournament, variables: { id: eventId } });
  return (
    <article className={styles['print']}>
      <h1>{result.data?.tournament?.name ?? c('loading')}</h1>
      <p className="muted">{t('print.generated', { when: dateTime.format(new Date()) })}</p>
      <div className={styles['dense']}>
        <StandingsTable eventId={eventId} tick={0} />
      </div>
    </article>
  );
}
