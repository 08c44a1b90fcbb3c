import type { PrngState } from '@arbiter/prng';
import type { ChainItem, PendingTrigger, TargetRef } from './chain-item.js';
import type { DamageAssignment } from './frame.js';
import type { CombatRole, GameObject } from './game-object.js';
import type { CombatState, GameResult, GameState, KeywordGrant, MightEffect, Pending, RemovalReason, ShowdownState, TurnEffect, TurnPhase } from './game-state.js';
import type { CardId, Domain, ObjectId, Place, Seat } from './ids.js';
import type { Ruleset } from '../ruleset.js';

export type PowerAmounts = Readonly<Partial<Record<Domain | 'any', number>>>;
export type ScoreMethod = 'conquer' | 'hold';

/** 157, 605: sources used to fill a rune pool (exhausted for energy or an Add ability, runes
 * recycled for power, in the order they go under the rune deck) and what they added. */
export interface ResourceUse {
  readonly seat: Seat;
  readonly exhausted: readonly ObjectId[];
  readonly recycled: readonly ObjectId[];
  readonly energy: number;
  readonly power: PowerAmounts;
}
/** `effect`: points a spell or ability gives (CR 1.4 468.1, 471.1.a.1). */
export type PointSource = ScoreMethod | 'burnOut' | 'effect';

/**
 * Everything that happens in a game, in the past tense. Events are plain data and are the only
 * way state changes: `evolve` applies one, and the engine itself plays by emitting them. Random
 * outcomes (shuffled orders) and the generator state after them are part of the events, so a
 * replay never re-rolls.
 */
export type GameEventBody =
  /** `ruleset`: the rules the game is played under (absent in logs of Core Rules v1.0). */
  | { readonly type: 'GameCreated'; readonly state: GameState; readonly ruleset: Ruleset }
  | { readonly type: 'DecisionRequested'; readonly pending: Pending }
  | { readonly type: 'CardDrawn'; readonly seat: Seat; readonly card: ObjectId }
  | { readonly type: 'CardsSetAside'; readonly seat: Seat; readonly cards: readonly ObjectId[] }
  | { readonly type: 'CardsRecycled'; readonly seat: Seat; readonly cards: readonly ObjectId[]; readonly rng: PrngState }
  /** `extra`: a turn granted by an effect (Time Warp), taken before turn order goes on. */
  | { readonly type: 'TurnBegan'; readonly seat: Seat; readonly number: number; readonly extra?: true }
  | { readonly type: 'ExtraTurnGranted'; readonly seat: Seat }
  | { readonly type: 'PhaseBegan'; readonly phase: TurnPhase }
  | { readonly type: 'ObjectsReadied'; readonly objects: readonly ObjectId[] }
  | { readonly type: 'ObjectExhausted'; readonly object: ObjectId }
  | { readonly type: 'RuneChanneled'; readonly seat: Seat; readonly rune: ObjectId; readonly exhausted: boolean }
  | ({ readonly type: 'ResourcesAdded' } & ResourceUse)
  | ({ readonly type: 'CostPaid'; readonly spentEnergy: number; readonly spentPower: PowerAmounts } & ResourceUse)
  | { readonly type: 'RunePoolsEmptied' }
  | { readonly type: 'CardPlayed'; readonly seat: Seat; readonly item: ChainItem }
  | { readonly type: 'AbilityActivated'; readonly seat: Seat; readonly item: ChainItem }
  | { readonly type: 'TriggerQueued'; readonly trigger: PendingTrigger }
  | { readonly type: 'TriggersOrdered'; readonly seat: Seat; readonly order: readonly number[] }
  | { readonly type: 'TriggerAdded'; readonly item: ChainItem }
  | { readonly type: 'TriggerDropped'; readonly trigger: number }
  | { readonly type: 'PermanentEntered'; readonly object: ObjectId; readonly place: Place; readonly ready: boolean }
  | { readonly type: 'ChainItemResolved'; readonly item: number }
  | { readonly type: 'ChainItemCountered'; readonly item: number }
  /** CR 1.3 188.2, 188.4: the item (and, for a card, the card on the chain) has a new controller. */
  | { readonly type: 'ChainItemControlChanged'; readonly item: number; readonly controller: Seat }
  /** New choices made for the item (CR 1.3 359.3.f.4): its targets and, for a "choose one" text, its mode. */
  | { readonly type: 'ChainItemChoicesChanged'; readonly item: number; readonly targets: readonly TargetRef[]; readonly mode?: number }
  /** `byTrigger`: opened by a triggered ability being added (CR 1.4 346.1). */
  | { readonly type: 'ChainStarted'; readonly active: Seat; readonly relevant: readonly Seat[]; readonly byTrigger: boolean }
  | { readonly type: 'PriorityPassed'; readonly seat: Seat; readonly next: Seat }
  | { readonly type: 'PriorityReset'; readonly active: Seat }
  | { readonly type: 'ChainEnded' }
  | { readonly type: 'PlayersBecameRelevant'; readonly seats: readonly Seat[] }
  | { readonly type: 'PlayerInvited'; readonly seat: Seat; readonly by: Seat }
  | { readonly type: 'InvitationAnswered'; readonly seat: Seat; readonly accepted: boolean }
  | { readonly type: 'ShowdownBegan'; readonly showdown: ShowdownState }
  /** CR 1.3 323.14, 459.2: the ongoing non-combat showdown becomes the combat showdown; `focus`
   * is the attacker's (459.2.c). */
  | { readonly type: 'ShowdownBecameCombat'; readonly bf: number; readonly focus: Seat }
  | { readonly type: 'FocusPassed'; readonly seat: Seat; readonly next: Seat; readonly countsAsPass: boolean }
  | { readonly type: 'ShowdownEnded'; readonly bf: number }
  | { readonly type: 'CombatBegan'; readonly combat: CombatState; readonly attackers: readonly ObjectId[]; readonly defenders: readonly ObjectId[] }
  | { readonly type: 'CombatDamageAssigned'; readonly seat: Seat; readonly assignment: DamageAssignment; readonly excess?: number }
  | { readonly type: 'CombatEnded'; readonly bf: number }
  | { readonly type: 'CombatRoleRemoved'; readonly unit: ObjectId }
  /** CR 1.3 323.2.a-b: a unit at the combat's battlefield takes its controller's designation in a
   * cleanup (one that arrived after the combat began, 459.2.b.3.a, 459.2.b.4.a). */
  | { readonly type: 'CombatRoleAssigned'; readonly unit: ObjectId; readonly role: CombatRole }
  | { readonly type: 'UnitsMoved'; readonly units: readonly ObjectId[]; readonly to: Place; readonly standard: boolean }
  | { readonly type: 'PermanentRecalled'; readonly object: ObjectId; readonly exhausted: boolean }
  /** CR 1.3 107.1.d: a permanent changes controller where it is (an effect took control of it). */
  | { readonly type: 'ControlTaken'; readonly object: ObjectId; readonly controller: Seat }
  | { readonly type: 'BattlefieldContested'; readonly bf: number; readonly by: Seat }
  | { readonly type: 'ContestEnded'; readonly bf: number }
  | { readonly type: 'BattlefieldControlChanged'; readonly bf: number; readonly controller: Seat | null }
  | { readonly type: 'BattlefieldConquered'; readonly bf: number; readonly seat: Seat }
  | { readonly type: 'BattlefieldHeld'; readonly bf: number; readonly seat: Seat }
  | { readonly type: 'PointsGained'; readonly seat: Seat; readonly points: number; readonly source: PointSource }
  | { readonly type: 'FinalPointWithheld'; readonly seat: Seat; readonly bf: number }
  | { readonly type: 'DamageDealt'; readonly target: ObjectId; readonly amount: number; readonly combat: boolean }
  | { readonly type: 'DamageCleared'; readonly objects: readonly ObjectId[] }
  | { readonly type: 'PermanentKilled'; readonly object: ObjectId }
  | { readonly type: 'BuffAdded'; readonly unit: ObjectId }
  | { readonly type: 'BuffSpent'; readonly unit: ObjectId }
  | { readonly type: 'MightModified'; readonly effect: MightEffect }
  /** A rune recycled by an effect (not as a payment): to the bottom of its owner's rune deck. */
  | { readonly type: 'RuneRecycled'; readonly rune: ObjectId }
  /** A unit has keywords this turn (`effect.grants`, `effect.amount` 0). */
  | { readonly type: 'KeywordsGranted'; readonly effect: MightEffect }
  /** An effect gave a permanent keywords ("give it Temporary"). */
  | { readonly type: 'KeywordsGiven'; readonly grant: KeywordGrant }
  | { readonly type: 'EffectsExpired' }
  /** CR 1.3 317.2.c: a "this turn" effect begins; all of them expire together. */
  | { readonly type: 'TurnEffectBegan'; readonly effect: TurnEffect }
  | { readonly type: 'TurnEffectsExpired' }
  /** A "next time" effect was applied and ends (the one at `index` of `turnEffects`). */
  | { readonly type: 'TurnEffectUsed'; readonly index: number }
  | { readonly type: 'UnitStunned'; readonly unit: ObjectId }
  | { readonly type: 'StunsEnded'; readonly units: readonly ObjectId[] }
  | { readonly type: 'CardDiscarded'; readonly seat: Seat; readonly card: ObjectId }
  /** 600.1: shown to every player; the cards stay where they are (600.1.a.2). */
  | { readonly type: 'HandRevealed'; readonly seat: Seat; readonly cards: readonly { readonly id: ObjectId; readonly card: CardId }[] }
  | { readonly type: 'CardReturnedToHand'; readonly card: ObjectId }
  /** 603.2: straight from its zone to its owner's banishment (107.5.d); public (107.5.f). */
  | { readonly type: 'CardBanished'; readonly card: ObjectId }
  | { readonly type: 'CardHidden'; readonly seat: Seat; readonly card: ObjectId; readonly bf: number }
  | { readonly type: 'FacedownCardRemoved'; readonly card: ObjectId; readonly bf: number }
  | { readonly type: 'TokenCreated'; readonly object: GameObject }
  | { readonly type: 'BurnedOut'; readonly seat: Seat }
  | { readonly type: 'TrashShuffledIntoDeck'; readonly seat: Seat; readonly order: readonly ObjectId[]; readonly rng: PrngState }
  | { readonly type: 'SeatRemoved'; readonly seat: Seat; readonly reason: RemovalReason }
  | { readonly type: 'ObjectRemovedFromGame'; readonly object: ObjectId }
  | { readonly type: 'BattlefieldReplaced'; readonly bf: number }
  | { readonly type: 'GameEnded'; readonly result: GameResult }
  /** CR 1.3 424: cards of `seat`'s Main Deck (or the top rune of its rune deck) shown to every
   * player; they stay where they are. */
  | { readonly type: 'CardsRevealed'; readonly seat: Seat; readonly cards: readonly { readonly id: ObjectId; readonly card: CardId }[] }
  /** Cards on top of `seat`'s Main Deck put back in the order `cards` lists them, top first
   * (the order is secret but to that seat, 107.3.c). */
  | { readonly type: 'DeckTopOrdered'; readonly seat: Seat; readonly cards: readonly ObjectId[] }
  /** A card of its owner's trash (public, 107.5.f) put into their empty Champion Zone by an effect. */
  | { readonly type: 'CardReturnedToChampionZone'; readonly card: ObjectId };

export type GameEventType = GameEventBody['type'];

/** An event as stored: its position in the game and the hash of the state it produces. */
export type GameEvent = GameEventBody & { readonly seq: number; readonly hash: string };
