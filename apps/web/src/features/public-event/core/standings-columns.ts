/**
 * Which tiebreakers a standings table shows as columns. The seeded `random` one is left out: it
 * only orders players still tied after every other tiebreaker, and its value (a fraction such as
 * 0.47) means nothing to a reader. The rows' order and ranks already carry it; the organizer's
 * exports keep the value, for whoever checks the ranking.
 */
const orderOnly: ReadonlySet<string> = new Set(['random']);

/** A row's tiebreakers that are worth reading, in the event's order (also the table's columns). */
export function shownTiebreakers<T extends { readonly id: string }>(tiebreakers: readonly T[]): T[] {
  return tiebreakers.filter((tiebreaker) => !orderOnly.has(tiebreaker.id));
}

const percent = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** A tiebreaker's cell: the match and game win percentages as percentages, points as numbers. */
export function tiebreakerValue(id: string, value: number): string {
  return ['omw', 'gw', 'ogw', 'owp', 'oowp'].includes(id) ? percent.format(value) : plain.format(value);
}
