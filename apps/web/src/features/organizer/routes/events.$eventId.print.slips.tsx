import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { EventPage_Tournament } from '../../public-event/components/event-query.js';
import { usePairingsDocument } from '../../public-event/components/use-pairings-document.js';
import { collate } from '../core/slips.js';
import styles from './events.$eventId.print.slips.module.css';

const t = textsOf(organizerTexts);
const c = texts('common');

const SLIPS_PER_PAGE = 4;

/** One slip per match with places to write the result and sign, collated for cutting. */
export function Component() {
  const { eventId = '' } = useParams();
  const [result] = useQuery({ query: EventPage_Tournament, variables: { id: eventId } });
  const tournament = result.data?.tournament;
  const round = tournament?.roundsPaired ?? 0;
  const { document } = usePairingsDocument(eventId, round, tournament?.settings.publicView ?? false, 0);
  const ffa = tournament?.mode === 'ffa3' || tournament?.mode === 'war';
  const slips = collate(document?.tables ?? [], SLIPS_PER_PAGE);
  return (
    <article>
      <h1 className="print-sr-only">{t('slips.title', { round })}</h1>
      {slips.length === 0 ? <p>{t('slips.empty')}</p> : null}
      <div className={styles['sheet']}>
        {slips.map((table) => (
          <section key={table.table} className={`slip ${styles['slip']}`} aria-label={t('slips.table', { table: table.table })}>
            <header className={styles['head']}>
              <strong>{t('slips.table', { table: table.table })}</strong>
              <span>{tournament?.name}</span>
              <span>{t('slips.round', { round })}</span>
            </header>
            <table>
              <thead>
                <tr>
                  <th scope="col">{c('players', { count: table.entrants.length })}</th>
                  <th scope="col">{ffa ? t('slips.place') : t('slips.gamesWon')}</th>
                  <th scope="col">{t('slips.drop')}</th>
                  <th scope="col">{t('slips.signature')}</th>
                </tr>
              </thead>
              <tbody>
                {table.entrants.map((entrant) => (
                  <tr key={entrant.id}>
                    <th scope="row">{entrant.name}</th>
                    <td className={styles['box']} />
                    <td className={styles['check']} />
                    <td className={styles['signature']} />
                  </tr>
                ))}
              </tbody>
            </table>
            {ffa ? null : <p className={styles['draws']}>{t('slips.draws')}</p>}
            <p className={styles['note']}>{t('slips.instructions')}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
