import type { CardId, ObjectId, Seat } from './ids.js';

/** 105-107: the zones a card (or token) can be in. Board zones are listed in BOARD_ZONES. */
export type ZoneName =
  | 'mainDeck'
  | 'runeDeck'
  | 'hand'
  | 'trash'
  | 'banishment'
  | 'championZone'
  | 'legendZone'
  | 'base'
  | 'battlefield'
  | 'facedown'
  | 'runes'
  | 'chain'
  | 'setAside'
  | 'removed';

/** 106: zones that belong to the board; leaving or entering them makes a new object (563.2.c.4). */
export const BOARD_ZONES: ReadonlySet<ZoneName> = new Set<ZoneName>([
  'base',
  'battlefield',
  'facedown',
  'runes',
  'legendZone',
]);

export type CombatRole = 'attacker' | 'defender';

/**
 * 119-123: a game object. Cards keep their id for the whole game; `stamp` changes whenever the
 * object moves into or out of a non-board zone, which makes it a new object for targeting.
 */
export interface GameObject {
  readonly id: ObjectId;
  readonly card: CardId;
  readonly owner: Seat;
  readonly controller: Seat;
  readonly zone: ZoneName;
  /** Battlefield index for `battlefield` and `facedown`, otherwise -1. */
  readonly bf: number;
  readonly stamp: number;
  readonly exhausted: boolean;
  readonly damage: number;
  readonly buffs: number;
  readonly stunned: boolean;
  readonly role: CombatRole | null;
  /** Timestamp of entering the current zone: orders effects of the same layer (639). */
  readonly since: number;
  /** Turn number in which the card was hidden (reading R10), 0 when not facedown. */
  readonly hiddenTurn: number;
  readonly token: boolean;
}
