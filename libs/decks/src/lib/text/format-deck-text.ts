/**
 * A decklist as text in the form `parseDeckText` reads (and players paste): the sections with
 * their headings, one `N Card Name` line per card, the chosen champion in its own section and the
 * rest of the main deck under Main Deck. Cards the catalog does not know are written by code.
 */
import { CATALOG, type CardCatalog } from '@arbiter/cards';
import type { DeckEntry, Decklist } from '../decklist/decklist.js';

export interface FormatDeckTextOptions {
  /** Add each line's printing code in brackets (`3 Jinx, Rebel (OGN-202a)`), so alternate printings survive. */
  readonly codes?: boolean;
  readonly catalog?: CardCatalog;
}

export function formatDeckText(decklist: Decklist, options: FormatDeckTextOptions = {}): string {
  const catalog = options.catalog ?? CATALOG;
  const line = ({ code, count }: DeckEntry): string => {
    const card = catalog.byCode(code)?.card;
    if (!card) return `${count} ${code}`;
    const tag = card.type === 'Legend' ? catalog.championTag(card) : null;
    const name = tag ? `${tag}, ${card.name}` : card.name;
    return options.codes ? `${count} ${name} (${code})` : `${count} ${name}`;
  };
  const champion = decklist.chosenChampion;
  const championId = champion ? catalog.byCode(champion)?.card.id : undefined;
  let championLeft = champion ? 1 : 0;
  const mainDeck: DeckEntry[] = [];
  for (const entry of decklist.mainDeck) {
    const isChampion = championLeft > 0 && (entry.code === champion || (championId !== undefined && catalog.byCode(entry.code)?.card.id === championId));
    if (isChampion) {
      championLeft = 0;
      if (entry.count > 1) mainDeck.push({ code: entry.code, count: entry.count - 1 });
    } else mainDeck.push(entry);
  }
  const sections: [string, readonly DeckEntry[]][] = [
    ['Legend', decklist.legend],
    ['Champion', champion ? [{ code: champion, count: 1 }] : []],
    ['Main Deck', [...mainDeck, ...decklist.unsorted]],
    ['Battlefields', decklist.battlefields],
    ['Runes', decklist.runes],
    ['Sideboard', decklist.sideboard],
  ];
  return sections
    .filter(([, entries]) => entries.length > 0)
    .map(([heading, entries]) => [`${heading}:`, ...entries.map(line)].join('\n'))
    .join('\n\n')
    .concat('\n');
}
