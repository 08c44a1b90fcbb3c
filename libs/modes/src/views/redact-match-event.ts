/** `redactMatchEvent(event, viewer)`: a match event as one viewer may see it (see `matchViewFor`). */
import type { CardId, Deck } from '@arbiter/rulesets';
import type { PrngState } from '@arbiter/prng';
import type { MatchEvent } from '../model/match-event.js';
import { type MatchViewer, seesSecretsOf } from './match-viewer.js';

type Created = Extract<MatchEvent, { type: 'MatchCreated' }>;
type Chosen = Extract<MatchEvent, { type: 'BattlefieldChosen' }>;

export type MatchEventView =
  | Exclude<MatchEvent, Created | Chosen>
  | (Omit<Created, 'decks' | 'seed' | 'rng'> & { readonly decks: readonly (Deck | null)[]; readonly seed: string | null; readonly rng: PrngState | null })
  | (Omit<Chosen, 'card'> & { readonly card: CardId | null });

export function redactMatchEvent(event: MatchEvent, viewer: MatchViewer): MatchEventView {
  if (viewer.kind === 'judge') return event;
  switch (event.type) {
    case 'MatchCreated':
      return { ...event, decks: event.decks.map((deck, seat) => (seesSecretsOf(viewer, seat) ? deck : null)), seed: null, rng: null };
    case 'BattlefieldChosen':
      return seesSecretsOf(viewer, event.seat) ? event : { ...event, card: null };
    case 'TurnOrderDetermined':
    case 'BattlefieldsSelected':
      return { ...event, rng: null };
    case 'GameSetupStarted':
    case 'GameStarted':
    case 'TimeCalled':
    case 'GameLossImposed':
    case 'GameResultRecorded':
    case 'MatchConceded':
    case 'PlayerDisqualified':
    case 'MatchEnded':
      return event;
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
}
