/**
 * Deck construction (CR 1.3 101-103, 825; TR 2026-07-16 402, 403.3, 601.1): one check per part of
 * the deck. Counts that unsorted (unknown) cards could change are only reported when no placing
 * of those cards could fix them, so an unknown card never causes a second violation.
 */
import type { CardFacts } from '@arbiter/cards';
import { cardCount } from '../decklist/decklist.js';
import { CR, TR } from './deck-violation.js';
import { MAIN_DECK_SIZE, MAX_COPIES, MAX_SIGNATURE_CARDS, RUNE_DECK_SIZE, type SettledRules } from './deck-rules.js';
import { isMainDeckType, type ResolvedDeck, withinIdentity } from './resolved-deck.js';
import { label, plural, type Violations } from './violations-out.js';

/** TR 2026-07-16 401.2: a card the catalog does not know, once per code wherever it is listed. */
export function checkUnknownCards(deck: ResolvedDeck, out: Violations): void {
  const all = [...deck.legend, ...deck.mainDeck, ...deck.runes, ...deck.battlefields, ...deck.sideboard, ...deck.unsorted, ...(deck.chosenChampion ? [deck.chosenChampion] : [])];
  const reported = new Set<string>();
  for (const { code, card } of all) {
    if (card || reported.has(code)) continue;
    reported.add(code);
    out.add('deck/unknown_card', `${TR} 401.2`, `${code} is not a card of the catalog (Origins, Proving Grounds, Spiritforged, Unleashed, Vendetta)`, code);
  }
}

/** CR 1.3 103.1: one champion legend. */
export function checkLegend(deck: ResolvedDeck, out: Violations): void {
  const legends = cardCount(deck.legend);
  if (legends === 0 && deck.unsorted.length === 0) out.add('deck/no_legend', `${CR} 103.1`, 'the deck has no champion legend');
  if (legends > 1) out.add('deck/too_many_legends', `${CR} 103.1`, `the deck has ${legends} legends; it has exactly one`);
  for (const { card } of deck.legend) {
    if (card && card.type !== 'Legend') out.add('deck/not_a_legend', `${CR} 103.1`, `${label(card)} is not a legend`, card);
  }
}

/** CR 1.3 103.2.a: the chosen champion, a champion unit of the legend's tag, one of the main deck's cards. */
export function checkChampion(deck: ResolvedDeck, out: Violations): void {
  const chosen = deck.chosenChampion;
  if (!chosen) {
    if (deck.unsorted.length === 0) out.add('deck/no_chosen_champion', `${CR} 103.2.a`, 'the deck names no chosen champion');
    return;
  }
  const card = chosen.card;
  if (!card) return;
  if (card.type !== 'Unit' || card.supertype !== 'Champion') {
    out.add('deck/champion_not_champion_unit', `${CR} 103.2.a.2`, `${label(card)} is not a champion unit and cannot be the chosen champion`, card);
  } else if (deck.championTag && !card.tags.includes(deck.championTag)) {
    out.add('deck/champion_tag_mismatch', `${CR} 103.2.a.2`, `${label(card)} does not carry the legend's champion tag ${deck.championTag}`, card);
  }
  if (!deck.mainDeck.some((entry) => entry.card?.id === card.id)) {
    out.add('deck/champion_not_in_main_deck', `${TR} 402.1`, `the chosen champion ${label(card)} must be one of the main deck's 40 cards`, card);
  }
}

/** The main deck's size, its cards' types, domain identity and signature cards. */
export function checkMainDeck(deck: ResolvedDeck, rules: SettledRules, out: Violations): void {
  const size = cardCount(deck.mainDeck);
  const unsorted = cardCount(deck.unsorted);
  const exactly = rules.mainDeckSize === 'exactly';
  if ((exactly && size > MAIN_DECK_SIZE) || size + unsorted < MAIN_DECK_SIZE) {
    const wanted = exactly ? `exactly ${MAIN_DECK_SIZE}` : `at least ${MAIN_DECK_SIZE}`;
    out.add('deck/main_deck_size', exactly ? `${TR} 402.1` : `${CR} 103.2`, `the main deck has ${plural(size, 'card')} (the chosen champion's copies included); it needs ${wanted}`);
  }
  let signatures = 0;
  for (const { card, count } of deck.known.mainDeck) {
    if (card.supertype === 'Token') {
      out.add('deck/token_in_deck', `${CR} 182`, `${label(card)} is a token; tokens are not cards and are never in a deck`, card);
      continue;
    }
    if (!isMainDeckType(card)) {
      out.add('deck/not_a_main_deck_card', `${CR} 103.2`, `${label(card)} is a ${card.type ?? 'marker card'}; the main deck holds units, gear and spells`, card);
      continue;
    }
    if (deck.identity && !withinIdentity(card, deck.identity)) {
      const rule = card.domains.length > 1 ? '103.1.b.4' : '103.1.b.3';
      out.add('deck/outside_domain_identity', `${CR} ${rule}`, `${label(card)} (${card.domains.join('/')}) is outside the legend's domain identity (${deck.identity.join('/')})`, card);
    }
    if (card.supertype === 'Signature') {
      signatures += count;
      if (deck.championTag && !card.tags.includes(deck.championTag)) {
        out.add('deck/signature_tag_mismatch', `${CR} 103.2.d.2`, `${label(card)} is a signature card without the legend's champion tag ${deck.championTag}`, card);
      }
    }
  }
  if (signatures > MAX_SIGNATURE_CARDS) {
    out.add('deck/too_many_signature_cards', `${CR} 103.2.d.1`, `the main deck has ${signatures} signature cards; at most ${MAX_SIGNATURE_CARDS} in total`);
  }
}

/** At most 3 copies of a named card, over main deck and sideboard together; one of a card with Unique. */
export function checkCopies(deck: ResolvedDeck, out: Violations): void {
  const inMain = new Map<string, number>();
  const total = new Map<string, { card: CardFacts; count: number }>();
  const add = (card: CardFacts, count: number) => {
    const known = total.get(card.name);
    total.set(card.name, { card, count: (known?.count ?? 0) + count });
  };
  for (const { card, count } of deck.known.mainDeck) {
    if (card.supertype === 'Token' || !isMainDeckType(card)) continue;
    inMain.set(card.name, (inMain.get(card.name) ?? 0) + count);
    add(card, count);
  }
  for (const { card, count } of deck.known.sideboard) if (card.supertype !== 'Token' && isMainDeckType(card)) add(card, count);
  for (const [name, { card, count }] of total) {
    const mainOnly = (inMain.get(name) ?? 0) >= count;
    const where = mainOnly ? 'the main deck' : 'main deck and sideboard together';
    if (card.keywords.includes('Unique')) {
      if (count > 1) out.add('deck/unique_card_copies', `${CR} 825.2.a`, `${label(card)} has Unique: one copy at most, ${where} hold ${count}`, card);
    } else if (count > MAX_COPIES) {
      out.add('deck/too_many_copies', mainOnly ? `${CR} 103.2.b` : `${TR} 601.1.c.3`, `${count} copies of ${label(card)} in ${where}; at most ${MAX_COPIES}`, card);
    }
  }
}

/** CR 1.3 103.3.a: 12 runes of the legend's domain identity. */
export function checkRunes(deck: ResolvedDeck, out: Violations): void {
  const size = cardCount(deck.runes);
  if (size > RUNE_DECK_SIZE || size + cardCount(deck.unsorted) < RUNE_DECK_SIZE) {
    out.add('deck/rune_count', `${CR} 103.3.a`, `the rune deck has ${plural(size, 'rune')}; it needs exactly ${RUNE_DECK_SIZE}`);
  }
  for (const { card } of deck.known.runes) {
    if (card.type !== 'Rune') out.add('deck/not_a_rune', `${CR} 103.3.a`, `${label(card)} is not a rune`, card);
    else if (deck.identity && !withinIdentity(card, deck.identity)) {
      out.add('deck/rune_outside_domain_identity', `${CR} 103.3.a.1`, `${label(card)} is outside the legend's domain identity (${deck.identity.join('/')})`, card);
    }
  }
}

/** CR 1.3 103.4, TR 2026-07-16 402.1: the mode's number of battlefields, each with its own name. */
export function checkBattlefields(deck: ResolvedDeck, rules: SettledRules, out: Violations): void {
  const size = cardCount(deck.battlefields);
  const wanted = rules.battlefields;
  if (size > wanted || size + cardCount(deck.unsorted) < wanted) {
    const rule = wanted === 3 && rules.mainDeckSize === 'exactly' ? `${TR} 402.1` : `${CR} 103.4.a`;
    out.add('deck/battlefield_count', rule, `the deck has ${plural(size, 'battlefield')}; it needs exactly ${wanted}`);
  }
  for (const { card, count } of deck.known.battlefields) {
    if (card.type !== 'Battlefield') {
      out.add('deck/not_a_battlefield', `${CR} 103.4`, `${label(card)} is not a battlefield`, card);
      continue;
    }
    if (card.supertype === 'Token') {
      out.add('deck/token_in_deck', `${CR} 182`, `${label(card)} is a token battlefield; tokens are never in a deck`, card);
      continue;
    }
    if (deck.identity && !withinIdentity(card, deck.identity)) {
      out.add('deck/outside_domain_identity', `${CR} 103.4.b`, `${label(card)} is outside the legend's domain identity`, card);
    }
    if (count > 1 && wanted > 1) out.add('deck/duplicate_battlefield', `${CR} 103.4.c`, `${count} battlefields named ${card.name}; each battlefield needs its own name`, card);
  }
}

/** TR 2026-07-16 403.2, 601.1.c: the event's sideboard size, of cards that could be in the main deck. */
export function checkSideboard(deck: ResolvedDeck, rules: SettledRules, out: Violations): void {
  const size = cardCount(deck.sideboard);
  if (size === 0) return;
  if (!rules.sideboard) {
    out.add('deck/sideboard_not_allowed', `${TR} 403.2`, `this event has no sideboards; the list has ${plural(size, 'sideboard card')}`);
    return;
  }
  const max = rules.format.sideboardSize;
  if (size > max) out.add('deck/sideboard_too_large', `${TR} 601.1.c.1`, `the sideboard has ${plural(size, 'card')}; at most ${max}`);
  for (const { card } of deck.known.sideboard) {
    const reason = sideboardProblem(card, deck);
    if (reason) out.add('deck/invalid_sideboard_card', `${TR} 601.1.c.2`, `${label(card)} cannot be in the sideboard: ${reason}`, card);
  }
}

/** Why a card is not a valid main-deck card of this deck (TR 2026-07-16 601.1.c.2), or null. */
function sideboardProblem(card: CardFacts, deck: ResolvedDeck): string | null {
  if (card.supertype === 'Token') return 'it is a token (CR 1.3 182)';
  if (!isMainDeckType(card)) return `it is a ${card.type ?? 'marker card'}, not a unit, gear or spell (CR 1.3 103.2)`;
  if (deck.identity && !withinIdentity(card, deck.identity)) return `it is outside the legend's domain identity ${deck.identity.join('/')} (CR 1.3 103.1.b)`;
  if (card.supertype === 'Signature' && deck.championTag && !card.tags.includes(deck.championTag)) return `it is a signature card without the champion tag ${deck.championTag} (CR 1.3 103.2.d.2)`;
  return null;
}
