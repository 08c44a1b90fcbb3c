import type { CardId } from '../model/ids.js';

/**
 * 103: what a player brings. `mainDeck` lists the main-deck cards other than the chosen
 * champion, which is counted with them for the 40-card minimum and the 3-copy limit (103.2,
 * 103.2.b.1).
 */
export interface Deck {
  readonly legend: CardId;
  readonly champion: CardId;
  readonly mainDeck: readonly CardId[];
  readonly runes: readonly CardId[];
  readonly battlefields: readonly CardId[];
}

/** A deck rule violation, one per problem (`cardId` names the card when there is one). */
export interface DeckViolation {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
  readonly cardId?: CardId;
}
