/** Origins cards that play cards found on top of a Main Deck (facts from the card catalog; the
 * Origins errata of 2025-10-28 wordings: each card is banished before it is played). */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, unit } from './define-card.js';

export const DECK_TOP_CARDS: readonly CardDefinition[] = [
  // Each opponent shows their top card; the controller picks one, banishes it and plays it for
  // free (their card to control, its owner's to keep); the others go back under their decks.
  spell(
    'OGN-025' /* Blind Fury */,
    { targets: [], steps: [{ do: 'banishFromTopAndPlay', count: 1, reveal: true, from: 'eachOpponent', what: 'anyCard', cost: 'ignore' }] },
    { keywords: { action: true } },
  ),
  // Every player privately picks one of their top five to banish (the rest recycled); then, from
  // the next player on, each plays their pick without its energy cost.
  spell('OGN-115' /* Promising Future */, { targets: [], steps: [{ do: 'eachPlayerBanishesFromTopThenPlays', count: 5, ignore: 'energy' }] }),
  // Seen on top of its owner's deck by a look or a reveal, it may be banished and played for one
  // power of any domain.
  unit('OGN-194' /* Nocturne, Horrifying */, {
    keywords: { ganking: true },
    abilities: [{ kind: 'static', effect: 'mayBanishAndPlayWhenSeenOnTop', cost: { energy: 0, power: ['any'] } }],
  }),
];
