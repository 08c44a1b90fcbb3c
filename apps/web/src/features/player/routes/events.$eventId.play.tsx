import { useSyncExternalStore } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { sessionStore } from '../../../graphql/session-store.js';
import { texts, textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { LiveRegion, useAnnounce } from '../../../ui/live-region.js';
import { QueryState } from '../../../ui/query-state.js';
import { EventPage_PairingsPublished } from '../../public-event/components/event-query.js';
import { DecklistPanel } from '../components/decklist-panel.js';
import { DropPanel } from '../components/drop-panel.js';
import { MyMatch } from '../components/my-match.js';
import { MyRulings } from '../components/my-rulings.js';
import { NotifyButton, notifyRoundPublished } from '../components/notify-button.js';
import { RegisterForm } from '../components/register-form.js';
import { TeamPanel } from '../components/team-panel.js';
import { WithdrawPanel } from '../components/withdraw-panel.js';

const t = textsOf(playerTexts);
const c = texts('common');

const PlayPage_Event = graphql(`
  query PlayPage_Event($id: ID!) {
    tournament(id: $id) {
      id
      name
      mode
      status
      roundsPaired
      viewerRoles
      settings { resultPolicy decklistRequired lateRegistrationUntilRound }
      viewerPlayer {
        id
        displayName
        teamId
        status
        droppedInRound
        joinedInRound
        hasDecklist
        decklist { deckCode chosenChampion chosenChampionCard { cardCode name } cards { cardCode count name } }
      }
    }
  }
`);

function PlayPage({ eventId }: { readonly eventId: string }) {
  const announce = useAnnounce();
  const [result, refetch] = useQuery({ query: PlayPage_Event, variables: { id: eventId } });
  const tick = useLiveTick(EventPage_PairingsPublished, { t: eventId }, (data) => {
    announce(c('live.pairingsPublished', { round: data.pairingsPublished.round }));
    notifyRoundPublished(data.pairingsPublished.round);
  });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  return (
    <QueryState fetching={result.fetching} error={result.error} data={result.data?.tournament} empty={<h1>{c('error.notFound')}</h1>} retry={refresh}>
      {(event) => {
        const me = event.viewerPlayer;
        const registrationOpen = event.status === 'registration' || (event.status === 'swiss' && event.roundsPaired < event.settings.lateRegistrationUntilRound);
        return (
          <div className="stack">
            <h1>{t('play.title', { name: event.name })}</h1>
            <p>
              <Link to={`/events/${eventId}`}>{t('play.publicPage')}</Link>
            </p>
            {!me ? (
              registrationOpen ? <RegisterForm eventId={eventId} onRegistered={refresh} /> : <p>{t('register.closed')}</p>
            ) : (
              <>
                <p role="status">
                  {me.status === 'dropped' ? t('status.dropped', { round: me.droppedInRound ?? 0 }) : t(`status.${me.status}`)} · {me.displayName}
                </p>
                {event.status !== 'registration' ? (
                  <MyMatch eventId={eventId} mode={event.mode} staffOnly={event.settings.resultPolicy === 'staff_only'} tick={tick} />
                ) : null}
                {event.status !== 'registration' ? <MyRulings eventId={eventId} tick={tick} /> : null}
                <NotifyButton />
                <DecklistPanel eventId={eventId} playerId={me.id} decklist={me.decklist ?? null} locked={event.status !== 'registration' && event.roundsPaired >= me.joinedInRound} />
                {event.mode === 'magma_chamber' && event.status === 'registration' ? <TeamPanel eventId={eventId} me={me} onChange={refresh} /> : null}
                {event.status === 'registration' ? <WithdrawPanel eventId={eventId} onWithdrawn={refresh} /> : null}
                {me.status === 'active' && event.status !== 'finished' && event.status !== 'registration' ? <DropPanel eventId={eventId} playerId={me.id} onDropped={refresh} /> : null}
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

/** The player's page, phone first: register, decklist, my match, drop; live when pairings go up. */
export function Component() {
  const { eventId = '' } = useParams();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const location = useLocation();
  if (!session) {
    const next = encodeURIComponent(location.pathname);
    return (
      <>
        <h1>{c('appName')}</h1>
        <p>{t('play.signIn')}</p>
        <p className="row">
          <Link className="button" to={`/login?next=${next}`}>
            {c('nav.logIn')}
          </Link>
          <Link className="button secondary" to={`/signup?next=${next}`}>
            {c('nav.signUp')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <LiveRegion>
      <PlayPage eventId={eventId} />
    </LiveRegion>
  );
}
