import type { PrngState } from '@arbiter/prng';
import type { Keywords } from './card-definition.js';
import type { ChainItem, PendingTrigger } from './chain-item.js';
import type { Decision } from './decision.js';
import type { Frame } from './frame.js';
import type { GameMode } from './game-mode.js';
import type { GameObject } from './game-object.js';
import type { CardId, Domain, ObjectId, Place, Seat } from './ids.js';

/** 159: energy plus power by domain; `any` is universal power (156.2.b). */
export interface RunePool {
  readonly energy: number;
  readonly power: Readonly<Record<Domain | 'any', number>>;
}

export type RemovalReason = 'concession' | 'disqualification';

/** One player's zones (105-107) and per-game counters. Ordered lists keep their top last. */
export interface SeatState {
  readonly seat: Seat;
  /** 103.1.b: domain identity, from the champion legend. */
  readonly identity: readonly Domain[];
  readonly legend: ObjectId;
  readonly championZone: ObjectId | null;
  readonly mainDeck: readonly ObjectId[];
  readonly runeDeck: readonly ObjectId[];
  readonly hand: readonly ObjectId[];
  readonly trash: readonly ObjectId[];
  readonly banishment: readonly ObjectId[];
  readonly setAside: readonly ObjectId[];
  readonly base: readonly ObjectId[];
  readonly runes: readonly ObjectId[];
  readonly pool: RunePool;
  /** Main-deck cards fully played this turn (Legion, 724). */
  readonly cardsPlayed: number;
  /** Units this seat controlled that died this turn (for "if an enemy unit died this turn"). */
  readonly unitsDied: number;
  readonly turnsTaken: number;
  readonly removed: RemovalReason | null;
  /** CR 1.3 103.2.a.3: the card named as this player's Chosen Champion at setup (every copy of it
   * counts), kept only in games where a card reads it; absent otherwise. */
  readonly chosenChampion?: CardId;
}

/** A scoring side: a seat alone, or a team sharing one score (reading R11). */
export interface SideState {
  readonly seats: readonly Seat[];
  readonly points: number;
}

/** 162-165, 181: a battlefield in play. `card` is `blank` after its owner left the game (652.2.a). */
export interface BattlefieldState {
  readonly index: number;
  readonly card: string;
  readonly owner: Seat;
  readonly controller: Seat | null;
  readonly contestedBy: Seat | null;
  readonly units: readonly ObjectId[];
  readonly facedown: ObjectId | null;
  /** Facedown cards hidden after the first where the battlefield allows more (rules/facedown-slots.ts). */
  readonly facedownExtra?: readonly ObjectId[];
}

/** 514: the phases a turn reports (channel and draw belong to the beginning of the turn). */
/** CR 1.4 316: the action phase of CR 1.0 516 is now the Main Phase (`main`). */
export type TurnPhase = 'setup' | 'beginning' | 'main' | 'ending';

export interface ScoredThisTurn {
  readonly bf: number;
  readonly seat: Seat;
}

export interface TurnState {
  /** Turns started so far in the game (1 = the first player's first turn). */
  readonly number: number;
  readonly seat: Seat;
  readonly phase: TurnPhase;
  /** 631: every battlefield scores at most once per player per turn. */
  readonly scored: readonly ScoredThisTurn[];
  /** 648.8.b: battlefield controllers at the start of the turn. */
  readonly controlAtStart: readonly (Seat | null)[];
}

/** 537-542: who acts on the chain. `invited` must play something (531.2.a.2). */
export interface ChainState {
  readonly active: Seat;
  readonly passes: number;
  readonly relevant: readonly Seat[];
  readonly invited: Seat | null;
  /** CR 1.4 346.1: the chain was opened by a triggered ability being added; when it ends in a
   * showdown, focus does not pass. (Always present: every chain state has one shape.) */
  readonly byTrigger: boolean;
}

/** 545-553: a showdown in progress. */
export interface ShowdownState {
  readonly bf: number;
  readonly combat: boolean;
  readonly contester: Seat;
  readonly focus: Seat;
  readonly passes: number;
  readonly relevant: readonly Seat[];
  readonly invited: Seat | null;
}

/** 620-628: the combat in progress. */
export interface CombatState {
  readonly bf: number;
  readonly attacker: Seat;
  readonly defender: Seat;
  /**
   * CR 1.3 383.4.e.2.a: attack triggers are checked once per combat. The units that gained the
   * attacker designation after the combat began, or lost it during the combat, so a unit that
   * regains it does not trigger again. Absent until one does.
   */
  readonly attackChecked?: readonly ObjectId[];
  /** CR 1.3 383.4.f.2.a: the same for the Defender designation, kept only for units with a defend
   * trigger (so combats without one keep their shape). Absent until one does. */
  readonly defendChecked?: readonly ObjectId[];
  /** The combat damage the attacker assigned beyond lethal (CR 1.4 465.2.c.4), kept only when one of
   * their units there reads it. Absent: none. */
  readonly excessAssigned?: number;
}

/** A continuous "this turn" might modifier (layer 3, 637.3), ordered by timestamp (639). */
export interface MightEffect {
  readonly id: number;
  readonly timestamp: number;
  readonly target: ObjectId;
  readonly stamp: number;
  readonly amount: number;
  /** "to a minimum of N": the reduction never takes might below N. */
  readonly minimum: number | null;
  /** Keywords the unit has this turn (layer effect, CR 1.3 472); absent for a might change. */
  readonly grants?: Keywords;
  /** "This combat": the effect ends with the combat in progress (absent: with the turn). */
  readonly untilCombatEnds?: boolean;
}

/** What a "this turn" effect of a resolved spell or ability does (see `TurnEffect`). */
export type TurnEffectKind =
  /** Units `seat` plays (tokens included, 181) enter ready (CR 1.3 143.4 overridden). */
  | 'yourUnitsEnterReady'
  /** Damage dealt by spells and abilities themselves is prevented (not damage an object is told
   * to deal, Origins FAQ on Unyielding Spirit). */
  | 'preventSpellAndAbilityDamage'
  /** The next time `unit` would die this turn, it is healed, exhausted and recalled instead (a
   * replacement effect, CR 1.3 370; Highlander as errata'd). Used up once applied. */
  | 'recallInsteadOfNextDeath'
  /** `seat` hides cards ignoring costs: no [A] to pay (CR 1.4 811.1.b, CR 1.3 356.1.b). */
  | 'hideIgnoringCosts';

/** An effect lasting until every "this turn" effect expires (CR 1.3 317.2.c); `seat` controlled
 * the spell or ability that made it. The "next ..." ones are delayed effects used up by the first
 * thing they apply to (CR 1.3 391):
 * a `TurnEffectKind` one: made by a `thisTurn` step (with `unit`/`stamp` when about one unit);
 * `cannotPlayCards`: `seat` may not play cards for the rest of the turn;
 * `nextUnitEntersReady`: the next unit `seat` plays this turn enters ready (143.4.a);
 * `nextSpellDiscount`: the next spell `seat` plays this turn costs `energy` less (560.4);
 * `nextSpellBonusDamage`: the next spell `seat` plays this turn deals bonus damage (714, 715);
 * `spellBonusDamage`: what that becomes once the spell is played: bonus damage of that spell object.
 */
export type TurnEffect =
  | {
      readonly kind: TurnEffectKind;
      readonly seat: Seat;
      /** The unit (as it was chosen: id and stamp) an effect about one unit applies to. */
      readonly unit?: ObjectId;
      readonly stamp?: number;
      /** `recallInsteadOfNextDeath` with a price: its controller may pay one power of this domain
       * to apply it (optional then); absent: it applies by itself. */
      readonly power?: Domain;
    }
  | { readonly kind: 'cannotPlayCards'; readonly seat: Seat }
  | { readonly kind: 'nextUnitEntersReady'; readonly seat: Seat }
  | { readonly kind: 'nextSpellDiscount'; readonly seat: Seat; readonly energy: number }
  | { readonly kind: 'nextSpellBonusDamage'; readonly seat: Seat; readonly amount: number }
  | { readonly kind: 'spellBonusDamage'; readonly seat: Seat; readonly spell: ObjectId; readonly stamp: number; readonly amount: number }
  /** A delayed triggered ability (CR 1.3 390.2) of `seat`'s: ability `ability` of `card` triggers
   * at the end of this turn, from `source` (its stamp then) and at `here`. */
  | { readonly kind: 'endOfTurnTrigger'; readonly seat: Seat; readonly source: ObjectId; readonly sourceStamp: number; readonly card: CardId; readonly ability: number; readonly here: Place | null }
  /** CR 1.3 701: buffs give `seat`'s friendly units `amount` more might this turn. */
  | { readonly kind: 'buffMightBonus'; readonly seat: Seat; readonly amount: number }
  /** A delayed triggered ability (CR 1.3 390.2): when a unit (only `unit` as `stamp`, once, if
   * given) takes damage this turn, the `delayed` ability of `card` triggers for `seat`. */
  | { readonly kind: 'delayedOnDamage'; readonly seat: Seat; readonly source: ObjectId; readonly sourceStamp: number; readonly card: CardId; readonly unit?: ObjectId; readonly stamp?: number }
  /** `seat` discarded a card this turn (a record for "if you've discarded a card this turn"). */
  | { readonly kind: 'discardedThisTurn'; readonly seat: Seat }
  /** `seat` chose a friendly unit at battlefield `bf` with a spell this turn (kept only where a
   * battlefield triggers on it). */
  | { readonly kind: 'choseFriendlyUnitHere'; readonly seat: Seat; readonly bf: number }
  /** A reflexive trigger waiting for `unit` (as `stamp`) to die in the cleanup after the spell or
   * ability `source` resolved (CR 1.3 387, 428.5.c); dropped once that cleanup has no kills left. */
  | { readonly kind: 'reflexiveOnKill'; readonly seat: Seat; readonly source: ObjectId; readonly sourceStamp: number; readonly card: CardId; readonly unit: ObjectId; readonly stamp: number }
  /** `seat` chose mode `mode` of ability `ability` of object `source` (as `stamp`) this turn. */
  | { readonly kind: 'modeChosen'; readonly seat: Seat; readonly source: ObjectId; readonly stamp: number; readonly ability: number; readonly mode: number }
  /** `seat`'s resolving spell or ability dealt damage to `unit` (as `stamp`): a death of it in the
   * next cleanup is their kill (CR 1.3 428.5.c); dropped once that cleanup has no kills left.
   * `spell`: the damage was a spell's own (or an ability it made, CR 1.3 428.5.d), so that kill is
   * one "with a spell" (428.5.e). */
  | { readonly kind: 'effectDamagedUnit'; readonly seat: Seat; readonly unit: ObjectId; readonly stamp: number; readonly spell?: true };

/** A keyword an effect gave a permanent ("give it Temporary"): it has it while it stays the same
 * object (`stamp`, CR 1.3 109), with no end otherwise. */
export interface KeywordGrant {
  readonly target: ObjectId;
  readonly stamp: number;
  readonly keywords: Keywords;
}

/** Waiting for `decision`; `resume` receives the answer, `flow` continues afterwards. */
export interface Pending {
  readonly decision: Decision;
  readonly resume: Frame | null;
  readonly flow: readonly Frame[];
}

export type SeatOutcome = 'win' | 'loss' | 'draw';

export type EndReason = 'victory' | 'concession' | 'disqualification' | 'imposed' | 'draw' | 'time';

export interface GameResult {
  readonly reason: EndReason;
  /** Placement by seat (1 = first; ties share a placement). */
  readonly placements: readonly number[];
  readonly outcomes: readonly SeatOutcome[];
}

/** One unit's moves this turn. */
export interface MoveCount {
  readonly unit: ObjectId;
  readonly stamp: number;
  readonly count: number;
}

export interface GameState {
  readonly schema: 1;
  readonly gameId: string;
  readonly mode: GameMode;
  readonly status: 'playing' | 'ended';
  readonly turnOrder: readonly Seat[];
  readonly seats: readonly SeatState[];
  readonly sides: readonly SideState[];
  /** Indexed by object id; null where an object ceased to exist (tokens) or was never made. */
  readonly objects: readonly (GameObject | null)[];
  readonly battlefields: readonly BattlefieldState[];
  readonly turn: TurnState;
  readonly chain: readonly ChainItem[];
  readonly chainState: ChainState | null;
  readonly showdown: ShowdownState | null;
  readonly combat: CombatState | null;
  readonly effects: readonly MightEffect[];
  readonly triggers: readonly PendingTrigger[];
  readonly pending: Pending | null;
  readonly result: GameResult | null;
  readonly rng: PrngState;
  readonly nextId: number;
  /** Seats granted a turn after the current one (Time Warp), the next one last; absent = none. */
  readonly extraTurns?: readonly Seat[];
  /** "This turn" effects of resolved spells and abilities (CR 1.3 317.2.c); absent = none. */
  readonly turnEffects?: readonly TurnEffect[];
  /** Keywords given to permanents by effects, oldest first; absent = none. */
  readonly keywordGrants?: readonly KeywordGrant[];
  /** How often units whose cards count their own moves moved this turn (an object by id and
   * stamp: back on the board it is a new object, CR 1.3 109); absent = none. */
  readonly movesThisTurn?: readonly MoveCount[];
  readonly clock: number;
  /** Events applied so far: the sequence number of the next event. */
  readonly seq: number;
  /** Incremental hash of everything above except `seq` (see `state/state-hash.ts`). */
  readonly hash: string;
}
