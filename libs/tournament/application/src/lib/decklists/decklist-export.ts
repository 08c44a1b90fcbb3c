import type { RulesetId } from '@arbiter/rulesets';
import type { PlayerEntry } from '@arbiter/tournament-domain';
import { type DecklistCardView, decklistDetails } from './decklist-details.js';

/** One registered list in the export: who, the code, every section with card names, the corrections. */
function exportedList(player: PlayerEntry, ruleset: RulesetId) {
  const decklist = player.decklist;
  if (!decklist) return { playerId: player.playerId, name: player.displayName, decklist: null };
  const details = decklistDetails(decklist, ruleset);
  return {
    playerId: player.playerId,
    name: player.displayName,
    decklist: {
      deckCode: details.deckCode,
      submittedAt: decklist.submittedAt,
      legend: details.legend,
      chosenChampion: details.chosenChampion,
      mainDeck: details.mainDeck,
      runes: details.runes,
      battlefields: details.battlefields,
      sideboard: details.sideboard,
      playableOnline: details.playableOnline,
      corrections: decklist.corrections,
    },
  };
}

export function decklistsJson(players: readonly PlayerEntry[], ruleset: RulesetId): string {
  return JSON.stringify({ decklists: players.map((player) => exportedList(player, ruleset)) }, null, 2);
}

const CSV_HEADER = ['player_id', 'player', 'deck_code', 'section', 'card_code', 'card_name', 'count'] as const;

/** RFC 4180 quoting; a leading `=`, `+`, `-` or `@` is prefixed so a spreadsheet never runs a name as a formula. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row per card and section; a player without a list has one row with empty card fields. */
export function decklistsCsv(players: readonly PlayerEntry[], ruleset: RulesetId): string {
  const rows: (string | number | null)[][] = [[...CSV_HEADER]];
  for (const player of players) {
    const exported = exportedList(player, ruleset);
    const list = exported.decklist;
    if (!list) {
      rows.push([player.playerId, player.displayName, null, null, null, null, null]);
      continue;
    }
    const sections: [string, readonly DecklistCardView[]][] = [
      ['legend', list.legend],
      ['champion', list.chosenChampion ? [list.chosenChampion] : []],
      ['main_deck', list.mainDeck],
      ['battlefields', list.battlefields],
      ['runes', list.runes],
      ['sideboard', list.sideboard],
    ];
    for (const [section, cards] of sections) {
      for (const card of cards) rows.push([player.playerId, player.displayName, list.deckCode, section, card.cardCode, card.name, card.count]);
    }
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
