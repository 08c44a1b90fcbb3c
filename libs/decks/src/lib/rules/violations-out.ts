import type { CardFacts } from '@arbiter/cards';
import type { DeckViolation, DeckViolationCode } from './deck-violation.js';

/** Collects violations; a card is named by its facts, or by its code when the catalog does not know it. */
export class Violations {
  readonly list: DeckViolation[] = [];

  add(code: DeckViolationCode, ruleRef: string, message: string, card?: CardFacts | string): void {
    const named = card === undefined ? {} : typeof card === 'string' ? { card } : { card: card.id, cardName: card.name };
    this.list.push({ code, ruleRef, message, ...named });
  }
}

/** `Jinx, Rebel (OGN-202)`. */
export function label(card: CardFacts): string {
  return `${card.name} (${card.id})`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
