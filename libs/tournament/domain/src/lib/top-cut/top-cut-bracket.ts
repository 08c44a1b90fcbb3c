import { createTopCut, recordTopCutWinner, type TopCutBracket } from '@arbiter/pairing';
import type { PairedTable } from '../events/tournament.events.js';
import { winners } from '../results/match-result.js';
import type { TournamentData } from '../state/tournament.state.js';
import { pairingFormat, podSizeOfMode } from '../pairing/pairing-input.js';

/** The top-cut bracket as the completed top-cut rounds have advanced it (`null` before the cut). */
export function topCutBracket(state: TournamentData): TopCutBracket | null {
  if (!state.topCut) return null;
  const created = createTopCut(pairingFormat(state), state.topCut.seeds, podSizeOfMode(state));
  if (!created.ok) throw new Error(`stored top cut is invalid: ${created.error.message}`);
  let bracket = created.value;
  for (const round of state.rounds) {
    if (round.phase !== 'top_cut' || round.status !== 'completed') continue;
    for (const { matchId, result } of round.results) {
      const [winner] = winners(result);
      const table = round.tables.find((entry) => entry.matchId === matchId);
      const slot = table ? bracketSlot(bracket, table.entrantIds) : null;
      if (!winner || !slot) continue;
      const recorded = recordTopCutWinner(bracket, slot, winner);
      if (recorded.ok) bracket = recorded.value;
    }
  }
  return bracket;
}

/** The bracket match or pod that seats exactly these entrants. */
function bracketSlot(bracket: TopCutBracket, entrantIds: readonly string[]): string | null {
  const key = [...entrantIds].sort().join('\u0000');
  for (const round of bracket.rounds) {
    for (const slot of round) {
      const seated = 'seats' in slot ? slot.seats : slot.entrants;
      if ([...seated].sort().join('\u0000') === key) return slot.id;
    }
  }
  return null;
}

/** Tables of the next top-cut round: the bracket's first round with undecided matches whose entrants are known. */
export function nextTopCutTables(bracket: TopCutBracket, tournamentId: string, round: number, matchIdFor: (t: string, r: number, table: number) => string): PairedTable[] {
  for (const bracketRound of bracket.rounds) {
    const open = bracketRound.filter((slot) => slot.winner === null);
    if (open.length === 0) continue;
    const tables: PairedTable[] = [];
    for (const slot of open) {
      const seated = 'seats' in slot ? slot.seats : slot.entrants;
      if (seated.some((entrant) => entrant === null)) return [];
      tables.push({ table: tables.length + 1, matchId: matchIdFor(tournamentId, round, tables.length + 1), entrantIds: seated as readonly string[] });
    }
    return tables;
  }
  return [];
}
