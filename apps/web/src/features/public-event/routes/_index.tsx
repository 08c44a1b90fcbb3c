import { Link } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { QueryState } from '../../../ui/query-state.js';

const c = texts('common');
const t = textsOf(publicEventTexts);

const Home_Events = graphql(`
  query Home_Events {
    tournaments(first: 50) {
      id
      name
      mode
      status
      playerCount
      viewerRoles
      settings { publicView }
    }
  }
`);

/** The start page: the events the visitor may open (public ones, and every event they have a role in). */
export function Component() {
  const [result, refetch] = useQuery({ query: Home_Events, requestPolicy: 'cache-and-network' });
  return (
    <>
      <h1>{c('home.title')}</h1>
      <p className="muted">{t('home.subtitle')}</p>
      <QueryState
        fetching={result.fetching}
        error={result.error}
        data={result.data?.tournaments}
        isEmpty={(events) => events.length === 0}
        empty={<p>{c('home.empty')}</p>}
        retry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {(events) => (
          <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
            {events.map((event) => (
              <li key={event.id}>
                <h2 style={{ margin: 0 }}>
                  <Link to={`/events/${event.id}`}>{event.name}</Link>
                </h2>
                <p className="muted" style={{ margin: 0 }}>
                  {t('summary', { mode: c(`mode.${event.mode}`), players: c('players', { count: event.playerCount }), status: c(`status.${event.status}`) })}
                </p>
                <p className="row" style={{ margin: 0 }}>
                  {event.viewerRoles.includes('player') || event.status === 'registration' ? <Link to={`/events/${event.id}/play`}>{c('home.play')}</Link> : null}
                  {event.viewerRoles.includes('organizer') ? <Link to={`/organize/${event.id}`}>{c('home.console')}</Link> : null}
                  {event.viewerRoles.some((role) => role === 'judge' || role === 'head_judge') ? <Link to={`/judge/${event.id}`}>{c('home.judge')}</Link> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
