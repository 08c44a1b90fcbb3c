import { CATALOG } from '@arbiter/cards';
import { decklistFromCardList, type DeckEntry } from '@arbiter/decks';
import { refusal, type Refusal } from '../decision.js';
import type { StoredDecklist } from '../events/tournament.events.js';

/** A stored list's legend and battlefields, by canonical card id (a printing and its alternate art are one card). */
function legendAndBattlefields(list: Pick<StoredDecklist, 'cards' | 'sideboard' | 'chosenChampion'>): { legends: Set<string>; battlefields: Set<string> } {
  const decklist = decklistFromCardList({ cards: list.cards, sideboard: list.sideboard, chosenChampion: list.chosenChampion });
  const ids = (entries: readonly DeckEntry[]) => new Set(entries.map((entry) => CATALOG.byCode(entry.code)?.card.id ?? entry.code));
  return { legends: ids(decklist.legend), battlefields: ids(decklist.battlefields) };
}

/**
 * CR 1.3 484.8.g-h: in Magma Chamber, teammates may not use the same Champion Legend or the same
 * battlefields. Null when the two lists may play together; otherwise `TEAM.SHARED_DECK_CARDS`,
 * naming every shared card.
 */
export function teamDecksConflict(
  mine: Pick<StoredDecklist, 'cards' | 'sideboard' | 'chosenChampion'>,
  partners: Pick<StoredDecklist, 'cards' | 'sideboard' | 'chosenChampion'>,
): Refusal | null {
  const a = legendAndBattlefields(mine);
  const b = legendAndBattlefields(partners);
  const legends = [...a.legends].filter((id) => b.legends.has(id));
  const battlefields = [...a.battlefields].filter((id) => b.battlefields.has(id));
  if (legends.length === 0 && battlefields.length === 0) return null;
  const name = (id: string) => CATALOG.byId(id)?.name ?? id;
  const shared = [...legends, ...battlefields].map(name).join(', ');
  return refusal('TEAM.SHARED_DECK_CARDS', `teammates may not use the same Champion Legend or the same battlefields; both lists have: ${shared}`, {
    ruleRef: legends.length > 0 ? 'CR 1.3 484.8.g' : 'CR 1.3 484.8.h',
    details: { legends, battlefields },
  });
}

interface TeamField {
  readonly players: Readonly<Record<string, { readonly playerId: string; readonly teamId: string | null; readonly decklist: Pick<StoredDecklist, 'cards' | 'sideboard' | 'chosenChampion'> | null }>>;
}

/** The conflict of `list` (the list `playerId` submits) with the lists of the players' teammates. */
export function conflictWithTeammates(tournament: TeamField, playerId: string, list: Pick<StoredDecklist, 'cards' | 'sideboard' | 'chosenChampion'>): Refusal | null {
  const teamId = tournament.players[playerId]?.teamId ?? null;
  if (teamId === null) return null;
  for (const other of Object.values(tournament.players)) {
    if (other.playerId === playerId || other.teamId !== teamId || other.decklist === null) continue;
    const conflict = teamDecksConflict(list, other.decklist);
    if (conflict) return conflict;
  }
  return null;
}

/** The first team of the field whose two lists conflict (checked again when the event starts). */
export function firstTeamConflict(tournament: TeamField): Refusal | null {
  for (const player of Object.values(tournament.players)) {
    if (player.decklist === null) continue;
    const conflict = conflictWithTeammates(tournament, player.playerId, player.decklist);
    if (conflict) return conflict;
  }
  return null;
}
