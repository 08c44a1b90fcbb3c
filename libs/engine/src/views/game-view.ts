import type { ChainItem, PendingTrigger } from '../model/chain-item.js';
import type { Decision } from '../model/decision.js';
import type { GameMode } from '../model/game-mode.js';
import type { GameObject } from '../model/game-object.js';
import type {
  ChainState,
  CombatState,
  GameResult,
  KeywordGrant,
  MightEffect,
  RemovalReason,
  RunePool,
  ShowdownState,
  SideState,
  TurnState,
} from '../model/game-state.js';
import type { Domain, ObjectId, Seat } from '../model/ids.js';
import type { Viewer } from './viewer.js';

/** A seat as a viewer sees it: hidden lists become counts (lists are `null` when hidden). */
export interface SeatView {
  readonly seat: Seat;
  readonly identity: readonly Domain[];
  readonly legend: ObjectId;
  readonly championZone: ObjectId | null;
  readonly mainDeckCount: number;
  readonly runeDeckCount: number;
  readonly handCount: number;
  readonly setAsideCount: number;
  /** Only for judges (deck order is secret to everyone else). */
  readonly mainDeck: readonly ObjectId[] | null;
  readonly runeDeck: readonly ObjectId[] | null;
  readonly hand: readonly ObjectId[] | null;
  readonly setAside: readonly ObjectId[] | null;
  readonly trash: readonly ObjectId[];
  readonly banishment: readonly ObjectId[];
  readonly base: readonly ObjectId[];
  readonly runes: readonly ObjectId[];
  readonly pool: RunePool;
  readonly cardsPlayed: number;
  readonly turnsTaken: number;
  readonly removed: RemovalReason | null;
}

export interface BattlefieldView {
  readonly index: number;
  readonly card: string;
  readonly owner: Seat;
  readonly controller: Seat | null;
  readonly contestedBy: Seat | null;
  readonly units: readonly ObjectId[];
  /** The facedown card: its id when the viewer may see it, `hidden` when not, null if none. */
  readonly facedown: ObjectId | 'hidden' | null;
  readonly facedownController: Seat | null;
  /** Further facedown cards where the battlefield allows more than one, each as `facedown`. */
  readonly facedownExtra?: readonly (ObjectId | 'hidden')[];
}

/** Who must decide; the details of the decision only for the seat deciding (and judges). */
export interface PendingView {
  readonly kind: Decision['kind'];
  readonly seat: Seat;
  readonly decision: Decision | null;
}

export interface GameView {
  readonly viewer: Viewer;
  readonly gameId: string;
  readonly mode: GameMode;
  readonly status: 'playing' | 'ended';
  readonly turnOrder: readonly Seat[];
  readonly turn: TurnState;
  /** Seats with an extra turn to come, the next one last (public). */
  readonly extraTurns: readonly Seat[];
  readonly seats: readonly SeatView[];
  readonly sides: readonly SideState[];
  /** The objects the viewer can see, by id. */
  readonly objects: Readonly<Record<string, GameObject>>;
  readonly battlefields: readonly BattlefieldView[];
  readonly chain: readonly ChainItem[];
  readonly chainState: ChainState | null;
  readonly showdown: ShowdownState | null;
  readonly combat: CombatState | null;
  readonly effects: readonly MightEffect[];
  /** Keywords effects gave permanents (public, like the board); absent = none. */
  readonly keywordGrants?: readonly KeywordGrant[];
  readonly triggers: readonly PendingTrigger[];
  readonly pending: PendingView | null;
  readonly result: GameResult | null;
  readonly seq: number;
}
