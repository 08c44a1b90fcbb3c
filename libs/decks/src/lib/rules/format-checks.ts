/**
 * Card legality in a format (TR 2026-07-16 601.2): a card from a legal set (or one of its
 * printings within a legal set's normal numbering, 601.2.a and 601.2.c), and no banned card
 * (601.2.d), except in an unmodified preconstructed deck at casual OPL when the organizer allows it
 * (601.2.d.2).
 */
import type { CardCatalog, CardFacts } from '@arbiter/cards';
import { cardCount, type Decklist } from '../decklist/decklist.js';
import { banInEffect, type Format, setLegalFrom } from '../formats/format.js';
import { TR } from './deck-violation.js';
import type { SettledRules } from './deck-rules.js';
import { knownCards, type ResolvedDeck, resolveDeck } from './resolved-deck.js';
import { label, type Violations } from './violations-out.js';

/** Answers of `formatProblem` per format, by card, day and region (every deck asks about the same cards). */
const answers = new WeakMap<Format, Map<string, string | null>>();

/** Why a card is not legal in the format on the day, or null when it is. */
export function formatProblem(card: CardFacts, format: Format, on: string | undefined, region: string | undefined): string | null {
  let known = answers.get(format);
  if (!known) {
    known = new Map();
    answers.set(format, known);
  }
  const key = `${card.id}|${on ?? ''}|${region ?? ''}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = findFormatProblem(card, format, on, region);
    if (known.size >= 50_000) known.clear();
    known.set(key, answer);
  }
  return answer;
}

function findFormatProblem(card: CardFacts, format: Format, on: string | undefined, region: string | undefined): string | null {
  let notYet: string | null = null;
  for (const printing of card.printings) {
    const canonical = printing.set === card.set && printing.number === card.number;
    if (!canonical && !printing.inSetNumbering) continue;
    const entry = format.sets.find((candidate) => candidate.set === printing.set);
    if (!entry) continue;
    const from = setLegalFrom(entry, region);
    if (from === undefined || on === undefined || from <= on) return null;
    notYet ??= `${entry.set} is legal in ${format.name} from ${from}`;
  }
  return notYet ?? `its set ${card.set} is not legal in ${format.name} (${format.sets.map((entry) => entry.set).join(', ')})`;
}

export function checkFormat(deck: ResolvedDeck, decklist: Decklist, rules: SettledRules, out: Violations): void {
  const { format, on, region } = rules;
  const all = knownCards([...deck.legend, ...deck.mainDeck, ...deck.runes, ...deck.battlefields, ...deck.sideboard, ...(deck.chosenChampion ? [deck.chosenChampion] : [])]);
  const bannedNow = format.bans.filter((ban) => banInEffect(ban, on));
  const preconstructed = bannedNow.length > 0 && preconstructedException(decklist, rules);
  for (const { card } of all) {
    // Tokens and marker cards are never in a deck; that is their own violation.
    if (card.supertype === 'Token' || card.type === null) continue;
    const problem = formatProblem(card, format, on, region);
    if (problem) out.add('deck/card_not_in_format', `${TR} 601.2.a`, `${label(card)} is not legal in ${format.name}: ${problem}`, card);
    const ban = bannedNow.find((candidate) => candidate.card === card.id);
    if (ban && !preconstructed) {
      out.add('deck/banned_card', `${TR} 601.2.d`, `${label(card)} is banned in ${format.name} since ${ban.from} (${ban.source})`, card);
    }
  }
}

/**
 * TR 2026-07-16 601.2.d.2: at casual OPL an organizer may let a player keep the banned cards of a
 * preconstructed deck product they play exactly as sold, without a sideboard.
 */
function preconstructedException(decklist: Decklist, rules: SettledRules): boolean {
  if (!rules.allowPreconstructedBannedCards || rules.organizedPlayLevel !== 'casual' || cardCount(decklist.sideboard) > 0) return false;
  const shape = deckShape(decklist, rules.catalog);
  return rules.format.preconstructedDecks.some((product) => deckShape(product.decklist, rules.catalog) === shape);
}

/** A deck's cards by canonical id and section, so two printings of one card compare equal. */
function deckShape(decklist: Decklist, catalog: CardCatalog): string {
  const deck = resolveDeck(decklist, catalog);
  const section = (entries: ResolvedDeck['mainDeck']) => {
    const counts = new Map<string, number>();
    for (const entry of entries) counts.set(entry.card?.id ?? entry.code, (counts.get(entry.card?.id ?? entry.code) ?? 0) + entry.count);
    return [...counts].map(([id, count]) => `${id}x${count}`).sort().join(',');
  };
  return [section(deck.legend), deck.chosenChampion?.card?.id ?? '', section(deck.mainDeck), section(deck.runes), section(deck.battlefields), section(deck.unsorted)].join('|');
}
