/**
 * 101-103: deck construction. Every problem is reported once, with the rule it breaks, so the
 * tournament backend can show a player the complete list. A card the engine does not support is
 * its own violation (`deck/unsupported_card`).
 */
import { canonicalCardCode, findCard } from '../cards/card-registry.js';
import type { CardDefinition } from '../model/card-definition.js';
import type { DeckFormat } from '../model/game-mode.js';
import type { CardId, Domain } from '../model/ids.js';
import type { Deck, DeckViolation } from './deck.js';

const MIN_MAIN_DECK = 40;
const MAX_COPIES = 3;
const MAX_SIGNATURE = 3;
const RUNE_COUNT = 12;

function inIdentity(card: CardDefinition, identity: readonly Domain[]): boolean {
  // 103.1.b.3-4: every domain of the card must be in the identity (colorless cards always are).
  return card.domains.every((domain) => identity.includes(domain));
}

function unique(ids: readonly CardId[]): readonly CardId[] {
  return [...new Set(ids)].sort();
}

function checkLegend(deck: Deck, out: DeckViolation[]): CardDefinition | null {
  const legend = findCard(canonicalCardCode(deck.legend));
  if (!deck.legend) {
    out.push({ code: 'deck/no_legend', ruleRef: 'CR 1.4 103.1', message: 'a deck needs a champion legend' });
    return null;
  }
  if (!legend) {
    out.push({ code: 'deck/unsupported_card', ruleRef: 'CR 1.4 103.1', message: `the engine does not support ${deck.legend}`, cardId: deck.legend });
    return null;
  }
  if (legend.type !== 'Legend') {
    out.push({ code: 'deck/not_a_legend', ruleRef: 'CR 1.4 103.1', message: `${legend.name} is not a champion legend`, cardId: legend.id });
    return null;
  }
  return legend;
}

function checkChampion(deck: Deck, legend: CardDefinition | null, out: DeckViolation[]): void {
  const champion = findCard(canonicalCardCode(deck.champion));
  if (!champion) {
    out.push({ code: deck.champion ? 'deck/unsupported_card' : 'deck/no_chosen_champion', ruleRef: 'CR 1.4 103.2.a', message: 'the chosen champion must be a supported champion unit', ...(deck.champion ? { cardId: deck.champion } : {}) });
    return;
  }
  if (champion.type !== 'Unit' || champion.supertype !== 'Champion') {
    out.push({ code: 'deck/champion_not_champion_unit', ruleRef: 'CR 1.4 103.2.a.2', message: `${champion.name} is not a champion unit`, cardId: champion.id });
  } else if (legend && !legend.tags.some((tag) => champion.tags.includes(tag))) {
    out.push({ code: 'deck/champion_tag_mismatch', ruleRef: 'CR 1.4 103.2.a.2', message: `${champion.name} does not share the legend's champion tag`, cardId: champion.id });
  }
}

function checkMainDeck(deck: Deck, legend: CardDefinition | null, out: DeckViolation[]): void {
  const cards = [deck.champion, ...deck.mainDeck].filter((id) => id).map(canonicalCardCode);
  if (cards.length < MIN_MAIN_DECK) {
    out.push({ code: 'deck/main_deck_too_small', ruleRef: 'CR 1.4 103.2', message: `the main deck has ${cards.length} cards, at least ${MIN_MAIN_DECK} are needed` });
  }
  let signatures = 0;
  // Copies per card in one pass (was a filter per distinct card: quadratic in the deck size).
  const counts = new Map<CardId, number>();
  for (const id of cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...counts.keys()].sort()) {
    const copies = counts.get(id) as number;
    const card = findCard(id);
    if (!card) {
      out.push({ code: 'deck/unsupported_card', ruleRef: 'CR 1.4 103.2', message: `the engine does not support ${id}`, cardId: id });
      continue;
    }
    if (card.type !== 'Unit' && card.type !== 'Spell' && card.type !== 'Gear') {
      out.push({ code: 'deck/not_a_main_deck_card', ruleRef: 'CR 1.4 133.4', message: `${card.name} cannot be in the main deck`, cardId: id });
      continue;
    }
    if (card.supertype === 'Token') out.push({ code: 'deck/token_in_deck', ruleRef: 'CR 1.4 185', message: `${card.name} is a token`, cardId: id });
    if (copies > MAX_COPIES) out.push({ code: 'deck/too_many_copies', ruleRef: 'CR 1.4 103.2.b', message: `${copies} copies of ${card.name}, at most ${MAX_COPIES}`, cardId: id });
    if (legend && !inIdentity(card, legend.domains)) {
      out.push({ code: 'deck/outside_domain_identity', ruleRef: 'CR 1.4 103.1.b.1', message: `${card.name} is outside the legend's domain identity`, cardId: id });
    }
    if (card.supertype === 'Signature') {
      signatures += copies;
      if (legend && !legend.tags.some((tag) => card.tags.includes(tag))) {
        out.push({ code: 'deck/signature_tag_mismatch', ruleRef: 'CR 1.4 103.2.d.2', message: `${card.name} does not carry the legend's champion tag`, cardId: id });
      }
    }
  }
  if (signatures > MAX_SIGNATURE) {
    out.push({ code: 'deck/too_many_signature_cards', ruleRef: 'CR 1.4 103.2.d.1', message: `${signatures} signature cards, at most ${MAX_SIGNATURE}` });
  }
}

function checkRunes(deck: Deck, legend: CardDefinition | null, out: DeckViolation[]): void {
  if (deck.runes.length !== RUNE_COUNT) {
    out.push({ code: 'deck/rune_count', ruleRef: 'CR 1.3 103.3.a', message: `the rune deck has ${deck.runes.length} runes, exactly ${RUNE_COUNT} are needed` });
  }
  for (const id of unique(deck.runes.map(canonicalCardCode))) {
    const card = findCard(id);
    if (!card) out.push({ code: 'deck/unsupported_card', ruleRef: 'CR 1.3 103.3', message: `the engine does not support ${id}`, cardId: id });
    else if (card.type !== 'Rune') out.push({ code: 'deck/not_a_rune', ruleRef: 'CR 1.4 161.2', message: `${card.name} is not a rune`, cardId: id });
    else if (legend && !inIdentity(card, legend.domains)) {
      out.push({ code: 'deck/rune_outside_domain_identity', ruleRef: 'CR 1.3 103.3.a.1', message: `${card.name} is outside the domain identity`, cardId: id });
    }
  }
}

function checkBattlefields(deck: Deck, format: DeckFormat, legend: CardDefinition | null, out: DeckViolation[]): void {
  if (deck.battlefields.length !== format.battlefieldsPerDeck) {
    out.push({ code: 'deck/battlefield_count', ruleRef: 'CR 1.4 103.4.a', message: `the mode needs ${format.battlefieldsPerDeck} battlefields, the deck has ${deck.battlefields.length}` });
  }
  for (const id of unique(deck.battlefields.map(canonicalCardCode))) {
    const card = findCard(id);
    if (!card) out.push({ code: 'deck/unsupported_card', ruleRef: 'CR 1.4 103.4', message: `the engine does not support ${id}`, cardId: id });
    else if (card.type !== 'Battlefield') out.push({ code: 'deck/not_a_battlefield', ruleRef: 'CR 1.4 103.4', message: `${card.name} is not a battlefield`, cardId: id });
    else if (legend && !inIdentity(card, legend.domains)) {
      out.push({ code: 'deck/battlefield_outside_domain_identity', ruleRef: 'CR 1.4 103.4.b', message: `${card.name} is outside the domain identity`, cardId: id });
    }
  }
}

/** Every violation of 101-103 in `deck` under `format` (a mode or any `{ battlefieldsPerDeck }`). */
export function validateDeck(format: DeckFormat, deck: Deck): readonly DeckViolation[] {
  const out: DeckViolation[] = [];
  const legend = checkLegend(deck, out);
  checkChampion(deck, legend, out);
  checkMainDeck(deck, legend, out);
  checkRunes(deck, legend, out);
  checkBattlefields(deck, format, legend, out);
  return out;
}
