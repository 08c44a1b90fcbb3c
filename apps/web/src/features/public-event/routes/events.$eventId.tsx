import { useParams, Link } from 'react-router';
import { useQuery } from 'urql';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { formatDay, texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { LiveRegion, useAnnounce } from '../../../ui/live-region.js';
import { QueryState } from '../../../ui/query-state.js';
import { EventPage_PairingsPublished, EventPage_Tournament } from '../components/event-query.js';
import { PairingsSearch } from '../components/pairings-search.js';
import { PublishedDecklists } from '../components/published-decklists.js';
import { RoundClock } from '../components/round-clock.js';
import { RoundResults } from '../components/round-results.js';
import { ShareEvent } from '../components/share-event.js';
import { StandingsTable, StandingsTable_Updated } from '../components/standings-table.js';
import { TopCutBracket } from '../components/top-cut-bracket.js';
import { usePairingsDocument } from '../components/use-pairings-document.js';
import styles from './events.$eventId.module.css';

const t = textsOf(publicEventTexts);
const c = texts('common');

function PublicEventPage({ eventId }: { readonly eventId: string }) {
  const announce = useAnnounce();
  const [result, refetch] = useQuery({ query: EventPage_Tournament, variables: { id: eventId } });
  const tick = useLiveTick(EventPage_PairingsPublished, { t: eventId }, (data) => announce(c('live.pairingsPublished', { round: data.pairingsPublished.round })));
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  const standingsTick = useLiveTick(StandingsTable_Updated, { t: eventId }, () => announce(c('live.standingsUpdated')));
  const tournament = result.data?.tournament;
  const round = tournament?.roundsPaired ?? 0;
  const pairings = usePairingsDocument(eventId, round, tournament?.settings.publicView ?? false, tick);
  return (
    <>
      <QueryState fetching={result.fetching} error={result.error} data={tournament} empty={<h1>{c('error.notFound')}</h1>}>
        {(event) => (
          <header className={styles['header']}>
            <h1>{event.name}</h1>
            <p className="muted">
              {t('summary', { mode: c(`mode.${event.mode}`), players: c('players', { count: event.playerCount }), status: c(`status.${event.status}`) })}
            </p>
            {event.settings.startsOn ? <p data-testid="event-date">{t('startsOn', { date: formatDay(event.settings.startsOn) })}</p> : null}
            {event.swissRounds && event.status === 'swiss' ? <p>{t('roundOf', { round: event.roundsPaired, rounds: event.swissRounds })}</p> : null}
            <nav aria-label={t('share.title')} className={`${styles['links']} no-print`}>
              {event.viewerRoles.includes('player') ? <Link to={`/events/${eventId}/play`}>{t('links.play')}</Link> : null}
              {event.viewerRoles.includes('organizer') ? <Link to={`/organize/${eventId}`}>{t('links.console')}</Link> : null}
              {event.viewerRoles.some((role) => role === 'judge' || role === 'head_judge' || role === 'organizer') ? (
                <Link to={`/judge/${eventId}`}>{t('links.judge')}</Link>
              ) : null}
              <Link to={`/events/${eventId}/projector`}>{t('links.projector')}</Link>
              <Link to={`/events/${eventId}/print/pairings?by=name`}>{t('links.printPairingsName')}</Link>
              <Link to={`/events/${eventId}/print/pairings?by=table`}>{t('links.printPairingsTable')}</Link>
              <Link to={`/events/${eventId}/print/standings`}>{t('links.printStandings')}</Link>
            </nav>
          </header>
        )}
      </QueryState>
      {tournament && tournament.status !== 'registration' && tournament.status !== 'finished' ? <RoundClock eventId={eventId} /> : null}
      <div className={styles['grid']}>
        <section aria-labelledby="pairings-heading">
          <h2 id="pairings-heading">{t('pairings.title')}</h2>
          {pairings.document ? (
            <PairingsSearch document={pairings.document} />
          ) : pairings.loading ? (
            <p aria-busy="true">{c('loading')}</p>
          ) : pairings.failed ? (
            <p role="alert">{c('error.generic')}</p>
          ) : (
            <p>{t('pairings.empty')}</p>
          )}
        </section>
        <section aria-labelledby="standings-heading">
          <h2 id="standings-heading">{t('standings.title')}</h2>
          <StandingsTable eventId={eventId} tick={standingsTick} />
        </section>
        {round > 0 && tournament ? (
          <section aria-labelledby="results-heading">
            <h2 id="results-heading">{t('results.title')}</h2>
            <RoundResults eventId={eventId} round={round} mode={tournament.mode} tick={tick + standingsTick} />
          </section>
        ) : null}
        {tournament && tournament.settings.topCut > 0 ? (
          <section aria-labelledby="bracket-heading">
            <h2 id="bracket-heading">{t('bracket.title')}</h2>
            <TopCutBracket eventId={eventId} tick={tick + standingsTick} />
          </section>
        ) : null}
        <section aria-labelledby="decklists-heading">
          <h2 id="decklists-heading">{t('decklists.title')}</h2>
          {/* Lists can only be published once the event is cut or finished: no player list is read before. */}
          {tournament && (tournament.status === 'top_cut' || tournament.status === 'finished') ? (
            <PublishedDecklists eventId={eventId} tick={tick + standingsTick} />
          ) : (
            <p className="muted">{t('decklists.hidden')}</p>
          )}
        </section>
        <section aria-labelledby="share-heading" className="no-print">
          <h2 id="share-heading">{t('share.title')}</h2>
          <ShareEvent eventId={eventId} />
        </section>
      </div>
    </>
  );
}

/** The public event page: pairings searched as you type, standings, clock, results, bracket. */
export function Component() {
  const { eventId = '' } = useParams();
  return (
    <LiveRegion>
      <PublicEventPage eventId={eventId} />
    </LiveRegion>
  );
}
