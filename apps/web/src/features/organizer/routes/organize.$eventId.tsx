import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { formatDay, texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import publicEventTexts from '../../../text/en/public-event.json';
import { LiveRegion, useAnnounce } from '../../../ui/live-region.js';
import { QueryState } from '../../../ui/query-state.js';
import { EventPage_PairingsPublished } from '../../public-event/components/event-query.js';
import { StandingsTable, StandingsTable_Updated } from '../../public-event/components/standings-table.js';
import { Console_Event } from '../components/console-query.js';
import { DeadLettersSection } from '../components/dead-letters-section.js';
import { ExportsSection } from '../components/exports-section.js';
import { PublishDecklistsSection } from '../components/publish-decklists-section.js';
import { RegistrationsSection } from '../components/registrations-section.js';
import { ResultsBoard } from '../components/results-board.js';
import { RoundSection } from '../components/round-section.js';
import { StaffSection } from '../components/staff-section.js';
import { TopCutSection } from '../components/top-cut-section.js';
import styles from './organize.$eventId.module.css';

const t = textsOf(organizerTexts);
const c = texts('common');
const p = textsOf(publicEventTexts);

const Console_DisputeOpened = graphql(`
  subscription Console_DisputeOpened($t: ID!) {
    disputeOpened(tournamentId: $t) { id table }
  }
`);

function Console({ eventId }: { readonly eventId: string }) {
  const announce = useAnnounce();
  const [result, refetch] = useQuery({ query: Console_Event, variables: { id: eventId } });
  // Moves on every change made here, so sections with their own queries read them again too.
  const [changes, setChanges] = useState(0);
  const refetchEvent = () => refetch({ requestPolicy: 'network-only' });
  const refresh = () => {
    refetchEvent();
    setChanges((value) => value + 1);
  };
  const pairingsTick = useLiveTick(EventPage_PairingsPublished, { t: eventId }, (data) => announce(c('live.pairingsPublished', { round: data.pairingsPublished.round })));
  const standingsTick = useLiveTick(StandingsTable_Updated, { t: eventId });
  const disputeTick = useLiveTick(Console_DisputeOpened, { t: eventId }, (data) => announce(t('disputes.opened', { table: data.disputeOpened.table })));
  useRefetchOn(pairingsTick + standingsTick + disputeTick, refetchEvent);
  return (
    <QueryState fetching={result.fetching} error={result.error} data={result.data?.tournament} empty={<h1>{c('error.notFound')}</h1>} retry={refresh}>
      {(event) => (
        <div className={styles['console']}>
          <header>
            <h1>{t('console.title', { name: event.name })}</h1>
            <p className="muted">{t('console.summary', { mode: c(`mode.${event.mode}`), status: c(`status.${event.status}`), players: c('players', { count: event.playerCount }) })}</p>
            {event.settings.startsOn ? <p>{p('startsOn', { date: formatDay(event.settings.startsOn) })}</p> : null}
            {event.settings.inviteCode ? <p>{t('console.invite', { code: event.settings.inviteCode })}</p> : null}
            <nav aria-label={t('console.links')} className="row">
              <Link to={`/events/${eventId}`}>{t('console.publicPage')}</Link>
              <Link to={`/events/${eventId}/projector`}>{p('links.projector')}</Link>
              <Link to={`/events/${eventId}/print/pairings?by=name`}>{p('links.printPairingsName')}</Link>
              <Link to={`/events/${eventId}/print/pairings?by=table`}>{p('links.printPairingsTable')}</Link>
              <Link to={`/events/${eventId}/print/slips`}>{p('links.printSlips')}</Link>
              <Link to={`/events/${eventId}/print/standings`}>{p('links.printStandings')}</Link>
              <Link to={`/judge/${eventId}`}>{p('links.judge')}</Link>
            </nav>
          </header>
          <RegistrationsSection event={event} refresh={refresh} />
          {event.status !== 'registration' ? <RoundSection event={event} refresh={refresh} tick={pairingsTick + standingsTick + changes} /> : null}
          {event.status !== 'registration' ? <ResultsBoard event={event} refresh={refresh} tick={pairingsTick + standingsTick + disputeTick} /> : null}
          {event.status !== 'registration' ? (
            <section aria-labelledby="console-standings-heading">
              <h2 id="console-standings-heading">{p('standings.title')}</h2>
              <StandingsTable eventId={eventId} tick={standingsTick} />
            </section>
          ) : null}
          <TopCutSection event={event} refresh={refresh} />
          <PublishDecklistsSection event={event} refresh={refresh} />
          <StaffSection event={event} refresh={refresh} />
          <ExportsSection event={event} refresh={refresh} />
          <DeadLettersSection eventId={eventId} />
        </div>
      )}
    </QueryState>
  );
}

/** The organizer console: registrations, rounds, clock, results, disputes, staff, top cut, exports. */
export function Component() {
  const { eventId = '' } = useParams();
  return (
    <LiveRegion>
      <Console eventId={eventId} />
    </LiveRegion>
  );
}
