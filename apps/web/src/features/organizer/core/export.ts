/**
 * Exports of standings, pairings and decklists (CSV and JSON), built in the browser from what
 * the console already read through GraphQL, so an export shows exactly what the organizer sees
 * and needs no second access path (ADR 0072).
 */
export type Cell = string | number | boolean | null;

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are quoted with a leading '. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell): string => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export interface StandingExportRow {
  readonly rank: number;
  readonly entrant: { readonly id: string; readonly name: string };
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly dropped: boolean;
  readonly tiebreakers: readonly { readonly id: string; readonly value: number }[];
}

export function standingsCsv(rows: readonly StandingExportRow[]): string {
  const tiebreakers = rows[0]?.tiebreakers.map((tiebreaker) => tiebreaker.id) ?? [];
  return toCsv(
    ['rank', 'entrant_id', 'name', 'points', 'wins', 'losses', 'draws', 'dropped', ...tiebreakers],
    rows.map((row) => [row.rank, row.entrant.id, row.entrant.name, row.points, row.wins, row.losses, row.draws, row.dropped, ...row.tiebreakers.map((t) => t.value)]),
  );
}

export interface PairingExportDocument {
  readonly round: number;
  readonly tables: readonly { readonly table: number; readonly matchId: string; readonly entrants: readonly { readonly id: string; readonly name: string }[] }[];
  readonly byes: readonly { readonly id: string; readonly name: string }[];
}

export function pairingsCsv(document: PairingExportDocument): string {
  const seats = Math.max(2, ...document.tables.map((table) => table.entrants.length));
  const seatColumns = Array.from({ length: seats }, (_, n) => [`seat${n + 1}_id`, `seat${n + 1}_name`]).flat();
  return toCsv(
    ['round', 'table', 'match_id', ...seatColumns],
    [
      ...document.tables.map((table) => [
        document.round,
        table.table,
        table.matchId,
        ...Array.from({ length: seats }, (_, n) => [table.entrants[n]?.id ?? null, table.entrants[n]?.name ?? null]).flat(),
      ]),
      ...document.byes.map((bye) => [document.round, null, null, bye.id, bye.name, ...Array.from({ length: seats * 2 - 2 }, () => null)]),
    ],
  );
}

export interface DecklistExportPlayer {
  readonly id: string;
  readonly displayName: string;
  readonly decklist?: { readonly deckCode?: string | null; readonly chosenChampion?: string | null; readonly cards: readonly { readonly cardCode: string; readonly count: number }[] } | null;
}

/** One row per card of each list (long format), so a spreadsheet can pivot it. */
export function decklistsCsv(players: readonly DecklistExportPlayer[]): string {
  return toCsv(
    ['player_id', 'name', 'deck_code', 'chosen_champion', 'card_code', 'count'],
    players.flatMap((player) =>
      (player.decklist?.cards ?? []).map((card) => [player.id, player.displayName, player.decklist?.deckCode ?? null, player.decklist?.chosenChampion ?? null, card.cardCode, card.count]),
    ),
  );
}

/** Hands a file to the browser's download. */
export function download(fileName: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
