import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';

const t = textsOf(publicEventTexts);
const c = texts('common');

/** Published lists only: the server hands a visitor no other list (rule 127), so no list is hidden here. */
export const PublishedDecklists_Players = graphql(`
  query PublishedDecklists_Players($id: ID!) {
    tournament(id: $id) {
      id
      players {
        id
        displayName
        decklist {
          published
          legend { cardCode name count }
          chosenChampionCard { cardCode name count }
          mainDeck { cardCode name count }
          battlefields { cardCode name count }
          runes { cardCode name count }
          sideboard { cardCode name count }
        }
      }
    }
  }
`);

interface Card {
  readonly cardCode: string;
  readonly name?: string | null;
  readonly count: number;
}

const sections = ['legend', 'mainDeck', 'battlefields', 'runes', 'sideboard'] as const;

function CardTable({ caption, cards }: { readonly caption: string; readonly cards: readonly Card[] }) {
  if (cards.length === 0) return null;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('decklists.col.count')}</th>
          <th scope="col">{t('decklists.col.card')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.cardCode}>
            <td>{card.count}</td>
            <th scope="row">{card.name ?? card.cardCode}</th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lists the organizer published (the top cut's, or every list after the event), with the catalog's card names. */
export function PublishedDecklists({ eventId, tick }: { readonly eventId: string; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: PublishedDecklists_Players, variables: { id: eventId } });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  if (result.fetching && !result.data) return <p aria-busy="true">{c('loading')}</p>;
  const published = (result.data?.tournament?.players ?? []).flatMap((player) => (player.decklist?.published ? [{ player, list: player.decklist }] : []));
  if (published.length === 0) return <p className="muted">{t('decklists.hidden')}</p>;
  return (
    <ul className="stack" data-testid="published-decklists" style={{ listStyle: 'none', padding: 0 }}>
      {published.map(({ player, list }) => (
        <li key={player.id}>
          <details>
            <summary>{player.displayName}</summary>
            {list.chosenChampionCard ? <p>{t('decklists.champion', { card: list.chosenChampionCard.name ?? list.chosenChampionCard.cardCode })}</p> : null}
            {sections.map((section) => (
              <CardTable key={section} caption={t(`decklists.section.${section}`)} cards={list[section]} />
            ))}
          </details>
        </li>
      ))}
    </ul>
  );
}
