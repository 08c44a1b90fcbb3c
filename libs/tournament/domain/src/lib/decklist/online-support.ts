import { engineSupport, type EngineSupport } from '@arbiter/decks';
import { engineFor, type RulesetId } from '@arbiter/rulesets';
import type { CardCount } from '../events/tournament.events.js';
import { decklistOfStored } from './registered-decklist.js';

/** The card ids an engine plays, computed once per ruleset (the engines' card lists are fixed at load). */
const supportedByRuleset = new Map<RulesetId, ReadonlySet<string>>();

function supportedCardIds(ruleset: RulesetId): ReadonlySet<string> {
  let ids = supportedByRuleset.get(ruleset);
  if (!ids) {
    ids = new Set(engineFor(ruleset).listSupportedCards().map((card) => card.id));
    supportedByRuleset.set(ruleset, ids);
  }
  return ids;
}

/**
 * Whether the rules engine of `ruleset` can play a registered list online, and the cards it
 * cannot (issue 21 item 4). A separate fact from legality: every legal list registers, and the
 * event runs with it; only an online game needs every card implemented.
 */
export function onlineSupport(
  list: { readonly cards: readonly CardCount[]; readonly sideboard?: readonly CardCount[]; readonly chosenChampion: string | null },
  ruleset: RulesetId,
): EngineSupport {
  return engineSupport(decklistOfStored(list), supportedCardIds(ruleset));
}
