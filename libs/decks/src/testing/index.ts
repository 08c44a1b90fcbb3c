export { inCodeOrder, JINX_DECK, JINX_FILLER, JINX_SPARE } from './jinx-deck.js';
export { deckOfEachLegend, realisticDeck, type RealisticDeckOptions } from './realistic-decks.js';
