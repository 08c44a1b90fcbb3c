import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { sessionStore } from '../../../graphql/session-store.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { QueryState } from '../../../ui/query-state.js';

const t = textsOf(organizerTexts);
const c = texts('common');

const Organize_Events = graphql(`
  query Organize_Events {
    tournaments(first: 100) { id name mode status playerCount viewerRoles createdAt }
  }
`);

/** The organizer's events, newest first, and the way to create one. */
export function Component() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const [result, refetch] = useQuery({ query: Organize_Events, requestPolicy: 'cache-and-network', pause: !session });
  if (!session) {
    return (
      <>
        <h1>{t('list.title')}</h1>
        <Link to="/login?next=%2Forganize">{c('nav.logIn')}</Link>
      </>
    );
  }
  return (
    <>
      <h1>{t('list.title')}</h1>
      {session.organizer ? (
        <p>
          <Link className="button" to="/organize/new">
            {t('list.create')}
          </Link>
        </p>
      ) : (
        <p>{t('list.notOrganizer')}</p>
      )}
      <QueryState
        fetching={result.fetching}
        error={result.error}
        data={result.data?.tournaments.filter((event) => event.viewerRoles.includes('organizer'))}
        isEmpty={(events) => events.length === 0}
        empty={<p>{t('list.empty')}</p>}
        retry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {(events) => (
          <ul>
            {events.map((event) => (
              <li key={event.id}>
                <Link to={`/organize/${event.id}`}>{event.name}</Link>{' '}
                <span className="muted">
                  {t('console.summary', { mode: c(`mode.${event.mode}`), status: c(`status.${event.status}`), players: c('players', { count: event.playerCount }) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
