/**
 * Champion tags (CR 1.3 133.8.b) link a legend, its champion units and its signature cards. A
 * legend may carry other tags too: Heart of the Tempest (VEN-155) carries Yordle and Kennen, and
 * Yordle is a region tag that ordinary units carry as well. So a champion tag is a tag that some
 * legend carries and that no ordinary card (neither legend, champion unit nor signature card)
 * carries.
 */
import type { CardRecord } from './card-facts.js';

export function championTagsOf(records: readonly CardRecord[]): ReadonlySet<string> {
  const onLegends = new Set(records.filter((card) => card.type === 'Legend').flatMap((card) => card.tags));
  const onOrdinaryCards = new Set(
    records
      .filter((card) => card.type !== 'Legend' && card.supertype !== 'Champion' && card.supertype !== 'Signature')
      .flatMap((card) => card.tags),
  );
  return new Set([...onLegends].filter((tag) => !onOrdinaryCards.has(tag)));
}
