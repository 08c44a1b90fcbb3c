/**
 * Sideboarding between games of a match (TR 2026-07-16 403.4-403.10, 601.1.c.4): cards are
 * swapped one for one between main deck and sideboard, the chosen champion may change to another
 * champion of the main deck or sideboard, legend, runes and battlefields never change, and the
 * deck that results obeys every construction rule again.
 */
import type { CardCatalog } from '@arbiter/cards';
import type { DeckEntry, Decklist } from '../decklist/decklist.js';
import { byImportance, type DeckViolation, TR } from './deck-violation.js';
import { type DeckRules, settle } from './deck-rules.js';
import { validateDecklist } from './validate-decklist.js';
import { Violations } from './violations-out.js';

export interface SideboardingContext {
  /** The game about to start, 1 for the match's first. */
  readonly game: number;
  /** The previous game ended in a draw (403.10). */
  readonly previousGameDrawn?: boolean;
  /** The match skipped its first game because of a penalty (403.9). */
  readonly firstGameSkipped?: boolean;
}

export interface Sideboarding {
  /** The list as registered (403.8: every match starts from it). */
  readonly registered: Decklist;
  /** The configuration of the previous game; the registered list for a match's first game. */
  readonly previous?: Decklist;
  /** The configuration the player wants for the next game. */
  readonly next: Decklist;
  readonly context: SideboardingContext;
}

export function validateSideboarding(change: Sideboarding, rules: DeckRules = {}): DeckViolation[] {
  const { catalog } = settle(rules);
  const { registered, next, context } = change;
  const previous = change.previous ?? registered;
  const out = new Violations();
  const same = (a: readonly DeckEntry[], b: readonly DeckEntry[]) => countsById(a, catalog) === countsById(b, catalog);

  const changed = !same(previous.mainDeck, next.mainDeck) || !same(previous.sideboard, next.sideboard) || championId(previous, catalog) !== championId(next, catalog);
  const forbidden = sideboardingForbidden(context);
  if (changed && forbidden) out.add('deck/sideboarding_not_allowed', forbidden.rule, forbidden.message);

  if (!same(registered.legend, next.legend)) out.add('deck/legend_changed', `${TR} 403.4.b`, 'the legend cannot change after registration');
  if (!same(registered.runes, next.runes)) out.add('deck/runes_changed', `${TR} 403.4.b`, 'the rune deck cannot change after registration');
  if (!same(registered.battlefields, next.battlefields)) out.add('deck/battlefields_changed', `${TR} 403.4.b`, 'the battlefields cannot change after registration');
  if (!same([...registered.mainDeck, ...registered.sideboard], [...next.mainDeck, ...next.sideboard])) {
    out.add('deck/sideboard_not_one_for_one', `${TR} 403.4`, 'sideboard cards are exchanged one for one with main-deck cards; the cards of main deck and sideboard together must stay those registered');
  }
  return byImportance([...out.list, ...validateDecklist(next, rules)]);
}

/** Why no card may be swapped before this game, or null (403.5, 403.9, 403.10). */
function sideboardingForbidden(context: SideboardingContext): { rule: string; message: string } | null {
  if (context.game <= 1) return { rule: `${TR} 403.5`, message: 'sideboard cards cannot be used in the first game of a match' };
  if (context.firstGameSkipped && context.game === 2) return { rule: `${TR} 403.9`, message: 'the match skipped its first game for a penalty, so nobody sideboards for the next game' };
  if (context.previousGameDrawn) return { rule: `${TR} 403.10`, message: 'the previous game was a draw, so nobody sideboards for the next game' };
  return null;
}

function countsById(entries: readonly DeckEntry[], catalog: CardCatalog): string {
  const counts = new Map<string, number>();
  for (const { code, count } of entries) {
    const id = catalog.byCode(code)?.card.id ?? code;
    counts.set(id, (counts.get(id) ?? 0) + count);
  }
  return [...counts]
    .filter(([, count]) => count !== 0)
    .map(([id, count]) => `${id}x${count}`)
    .sort()
    .join(',');
}

function championId(decklist: Decklist, catalog: CardCatalog): string | null {
  return decklist.chosenChampion ? (catalog.byCode(decklist.chosenChampion)?.card.id ?? decklist.chosenChampion) : null;
}
