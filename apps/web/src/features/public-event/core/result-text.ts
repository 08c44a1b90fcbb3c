/**
 * A match result in one short line: game wins in seat order ("2–1"; drawn games last, "1–1–1"),
 * or places for free-for-all pods, FFA3 and War ("1st Ana, 2nd Bo, 3rd Cy").
 */
export interface ResultSeat {
  readonly entrantId: string;
  readonly gameWins: number;
  readonly placement: number;
}

const ordinal = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

export function resultText(
  mode: string,
  entrants: readonly { readonly id: string; readonly name: string }[],
  result: { readonly seats: readonly ResultSeat[]; readonly gameDraws: number } | null | undefined,
): string {
  if (!result) return '';
  if (mode === 'ffa3' || mode === 'war') {
    return [...result.seats]
      .sort((a, b) => a.placement - b.placement)
      .map((seat) => `${seat.placement}${suffixes[ordinal.select(seat.placement)] ?? 'th'} ${entrants.find((e) => e.id === seat.entrantId)?.name ?? ''}`)
      .join(', ');
  }
  const wins = entrants.map((entrant) => result.seats.find((seat) => seat.entrantId === entrant.id)?.gameWins ?? 0);
  return result.gameDraws > 0 ? `${wins.join('–')}–${result.gameDraws}` : wins.join('–');
}
