import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { dateTime, texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { EventPage_Tournament } from '../components/event-query.js';
import { PairingsByName } from '../components/pairings-by-name.js';
import { usePairingsDocument } from '../components/use-pairings-document.js';
import { seatsByName } from '../core/name-search.js';
import styles from './print.module.css';

const t = textsOf(publicEventTexts);
const c = texts('common');

/** Pairings to pin on the wall: by name (`?by=name`) or by table (`?by=table`). */
export function Component() {
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const byTable = params.get('by') === 'table';
  const [result] = useQuery({ query: EventPage_Tournament, variables: { id: eventId } });
  const tournament = result.data?.tournament;
  const round = tournament?.roundsPaired ?? 0;
  const pairings = usePairingsDocument(eventId, round, tournament?.settings.publicView ?? false, 0);
  const rows = useMemo(() => (pairings.document ? seatsByName(pairings.document) : []), [pairings.document]);
  const document = pairings.document;
  return (
    <article className={styles['print']}>
      <h1>{tournament?.name ?? c('loading')}</h1>
      <p className="muted">{t('print.generated', { when: dateTime.format(new Date()) })}</p>
      {!document ? (
        <p>{t('pairings.empty')}</p>
      ) : byTable ? (
        <table className={styles['dense']}>
          <caption>{t('pairings.byTable', { round })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pairings.col.table')}</th>
              <th scope="col">{t('pairings.col.name')}</th>
            </tr>
          </thead>
          <tbody>
            {document.tables.map((table) => (
              <tr key={table.table}>
                <td className={styles['number']}>{table.table}</td>
                <th scope="row">{table.entrants.map((entrant) => entrant.name).join(' – ')}</th>
              </tr>
            ))}
            {document.byes.map((bye) => (
              <tr key={bye.id}>
                <td>{c('bye')}</td>
                <th scope="row">{bye.name}</th>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <PairingsByName round={round} rows={rows} className={styles['dense']} tableNumberClassName={styles['number']} />
      )}
    </article>
  );
}
