import { engineFor } from '@arbiter/rulesets';
import { accept, type Decision, refusal, refuse, type Refusal } from '../decision.js';
import { decodeDeckCode, type DecodedDeck } from '../decklist/decode-deck-code.js';
import type { CardCount, TournamentEvent } from '../events/tournament.events.js';
import { type Actor, may } from '../roles/roles.js';
import { modeFacts } from '../settings/modes.js';
import { entrantOfPlayer, type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export interface SubmitDecklist {
  readonly type: 'SubmitDecklist';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly source: DecklistSource;
  readonly now: string;
}

/** A Piltover Archive deck code, or the list itself (legend, runes, battlefields and main deck in one). */
export type DecklistSource =
  | { readonly kind: 'code'; readonly deckCode: string }
  | { readonly kind: 'list'; readonly cards: readonly CardCount[]; readonly chosenChampion: string | null };

const MAX_ENTRIES = 200;

/**
 * A player (or the organizer for them) submits a decklist; the engine of the tournament's ruleset
 * checks it against deck construction (core rules 101-103) for the tournament's mode, and the decoded list is
 * stored in the event. Lists lock when the player's first round is paired (TR 9.3.2).
 */
export function decideSubmitDecklist(command: SubmitDecklist, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const player = tournament.players[command.playerId];
  if (!player) return refuse('PLAYER.NOT_FOUND', 'no such player');
  const denied = checkSubmitter(tournament, command.actor, player.accountId);
  if (denied) return { ok: false, error: denied };
  const entrant = entrantOfPlayer(tournament, command.playerId);
  const firstRound = entrant?.joinedInRound ?? player.joinedInRound;
  if (tournament.status !== 'registration' && tournament.rounds.length >= firstRound) {
    return refuse('DECKLIST.LOCKED', 'decklists cannot change once the player has been paired', { ruleRef: 'TR 9.3.2' });
  }
  const list = decklistOf(command.source);
  if (!list.ok) return { ok: false, error: list.error };
  const { cards, chosenChampion } = list;
  const shape = checkShape(cards);
  if (shape) return { ok: false, error: shape };
  // Deck construction as the tournament's ruleset has it.
  const engine = engineFor(tournament.settings.ruleset);
  const deck = engine.deckFromCardList(cards, chosenChampion ?? undefined);
  const violations = engine.validateDeck({ battlefieldsPerDeck: modeFacts[tournament.settings.mode].battlefieldsPerDeck }, deck);
  const [first] = violations;
  if (first) {
    return refuse('DECKLIST.ILLEGAL', `the deck breaks ${violations.length} deck-construction rule(s): ${first.message}`, {
      ruleRef: first.ruleRef,
      details: { violations: violations.map((v) => ({ code: v.code, ruleRef: v.ruleRef, message: v.message, ...(v.cardId ? { cardId: v.cardId } : {}) })) },
    });
  }
  return accept({
    type: 'DecklistSubmitted',
    data: {
      playerId: command.playerId,
      cards,
      chosenChampion,
      deckCode: command.source.kind === 'code' ? command.source.deckCode.trim() : null,
      at: command.now,
    },
  });
}

function decklistOf(source: DecklistSource): DecodedDeck {
  return source.kind === 'code' ? decodeDeckCode(source.deckCode) : { ok: true, cards: source.cards, chosenChampion: source.chosenChampion };
}

function checkSubmitter(tournament: ExistingTournament, actor: Actor | null, playerAccountId: string | null): Refusal | null {
  if (!actor) return refusal('AUTH.UNAUTHENTICATED', 'log in first');
  if (playerAccountId === actor.accountId || may(tournament, actor, 'submitDecklists')) return null;
  return refusal('AUTH.FORBIDDEN', 'only the player or the organizer submits a decklist');
}

function checkShape(cards: readonly CardCount[]): Refusal | null {
  const valid = cards.every((card) => card.cardCode.length > 0 && card.cardCode.length <= 16 && Number.isInteger(card.count) && card.count > 0 && card.count <= 12);
  if (!valid || cards.length === 0 || cards.length > MAX_ENTRIES) {
    return refusal('DECKLIST.INVALID_LIST', 'a decklist lists card codes with counts from 1 to 12', { ruleRef: 'TR 9.3.1' });
  }
  return null;
}
