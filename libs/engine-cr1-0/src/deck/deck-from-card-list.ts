/**
 * Builds a `Deck` from a flat card list, which is what a Piltover Archive deck code decodes to:
 * legend, runes, battlefields and main deck mixed in one list, the chosen champion counted among
 * the main deck. Variant printings map to their card. Cards the engine does not know stay in the
 * main deck, so `validateDeck` reports them.
 */
import { canonicalCardCode, findCard } from '../cards/card-registry.js';
import type { CardId } from '../model/ids.js';
import type { Deck } from './deck.js';

export interface CardCount {
  readonly cardCode: string;
  readonly count: number;
}

export function deckFromCardList(cards: readonly CardCount[], chosenChampion?: string): Deck {
  let legend = '';
  const main: CardId[] = [];
  const runes: CardId[] = [];
  const battlefields: CardId[] = [];
  for (const { cardCode, count } of cards) {
    const id = canonicalCardCode(cardCode);
    const type = findCard(id)?.type;
    for (let i = 0; i < Math.max(0, Math.floor(count)); i++) {
      if (type === 'Legend' && legend === '') legend = id;
      else if (type === 'Rune') runes.push(id);
      else if (type === 'Battlefield') battlefields.push(id);
      else main.push(id);
    }
  }
  const legendTags = findCard(legend)?.tags ?? [];
  const wanted = chosenChampion ? canonicalCardCode(chosenChampion) : undefined;
  const champion =
    wanted ??
    main.find((id) => {
      const card = findCard(id);
      return card?.supertype === 'Champion' && card.tags.some((tag) => legendTags.includes(tag));
    }) ??
    '';
  const index = champion ? main.indexOf(champion) : -1;
  if (index >= 0) main.splice(index, 1);
  return { legend, champion, mainDeck: main, runes, battlefields };
}
