/**
 * CR 1.3 103.2.a.3: a player's Chosen Champion is the card named for that slot at deck building and
 * every champion unit of the same name. The state keeps the name (`SeatState.chosenChampion`) only
 * in games where some card reads it, so other games keep their shape and hashes.
 */
import { canonicalCardCode, findCard } from '../cards/card-registry.js';
import type { CardId } from '../model/ids.js';

const reads = new Map<CardId, boolean>();

function mentions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentions);
  if (value === null || typeof value !== 'object') return false;
  const record = value as Readonly<Record<string, unknown>>;
  if (record['do'] === 'returnChosenChampion') return true;
  return Object.values(record).some(mentions);
}

/** Whether the card's abilities read its controller's Chosen Champion. */
export function readsChosenChampion(card: string): boolean {
  const id = canonicalCardCode(card);
  const known = reads.get(id);
  if (known !== undefined) return known;
  const definition = findCard(id);
  const result = definition !== undefined && mentions(definition.abilities);
  reads.set(id, result);
  return result;
}
