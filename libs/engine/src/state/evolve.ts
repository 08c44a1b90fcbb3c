/**
 * `evolve(state, event)`: the pure state transition of one event. The engine plays by emitting
 * events through the same code, so a replay reproduces every state, and every hash, exactly.
 * Handlers sit in a table keyed by event type (a missing type is a compile error).
 */
import type { GameEvent, GameEventBody, GameEventType } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import { Draft } from './draft.js';
import * as board from './evolve-board.js';
import * as cards from './evolve-cards.js';
import * as flow from './evolve-flow.js';
import { stateHash } from './state-hash.js';
import { objectOf, patchObject } from './zones.js';

type Handlers = { readonly [T in GameEventType]: (d: Draft, e: Extract<GameEventBody, { type: T }>) => void };

const nothing = (): void => undefined;

const HANDLERS: Handlers = {
  GameCreated: (d, e) => d.replaceAll(e.state, stateHash(e.state)),
  DecisionRequested: (d, e) => d.setRoot('pending', e.pending),
  CardDrawn: cards.evolveCardDrawn,
  CardsSetAside: cards.evolveCardsSetAside,
  CardsRecycled: cards.evolveCardsRecycled,
  TurnBegan: flow.evolveTurnBegan,
  PhaseBegan: (d, e) => d.setTurn('phase', e.phase),
  ObjectsReadied: board.evolveReadied,
  ObjectExhausted: (d, e) => patchObject(d, e.object, 'exhausted', true),
  RuneChanneled: cards.evolveRuneChanneled,
  ResourcesAdded: board.evolveResources,
  CostPaid: board.evolveResources,
  RunePoolsEmptied: board.evolvePoolsEmptied,
  CardPlayed: cards.evolveCardPlayed,
  AbilityActivated: (d, e) => {
    d.setRoot('nextId', d.state.nextId + 1);
    d.setRoot('chain', [...d.state.chain, e.item]);
  },
  TriggerQueued: (d, e) => {
    d.setRoot('nextId', d.state.nextId + 1);
    d.setRoot('triggers', [...d.state.triggers, e.trigger]);
  },
  TriggersOrdered: flow.evolveTriggersOrdered,
  TriggerAdded: flow.evolveTriggerAdded,
  TriggerDropped: (d, e) => d.setRoot('triggers', d.state.triggers.filter((trigger) => trigger.id !== e.trigger)),
  PermanentEntered: cards.evolvePermanentEntered,
  ChainItemResolved: cards.evolveChainItemResolved,
  ChainItemCountered: cards.evolveChainItemCountered,
  ChainItemControlChanged: cards.evolveChainItemControlChanged,
  ChainItemChoicesChanged: cards.evolveChainItemChoicesChanged,
  ChainStarted: (d, e) => d.setRoot('chainState', { active: e.active, passes: 0, relevant: e.relevant, invited: null, byTrigger: e.byTrigger }),
  PriorityPassed: flow.evolvePriorityPassed,
  PriorityReset: (d, e) => {
    if (d.state.chainState) flow.patchChain(d, { active: e.active, passes: 0, invited: null });
  },
  ChainEnded: (d) => d.setRoot('chainState', null),
  PlayersBecameRelevant: flow.evolveBecameRelevant,
  PlayerInvited: nothing,
  InvitationAnswered: flow.evolveInvitationAnswered,
  ShowdownBegan: (d, e) => d.setRoot('showdown', e.showdown),
  ShowdownBecameCombat: flow.evolveShowdownBecameCombat,
  FocusPassed: flow.evolveFocusPassed,
  ShowdownEnded: (d) => d.setRoot('showdown', null),
  CombatBegan: board.evolveCombatBegan,
  CombatDamageAssigned: (d, e) => {
    if (e.excess !== undefined && d.state.combat) d.setRoot('combat', board.withCombat(d.state.combat, { excessAssigned: e.excess }));
  },
  CombatEnded: board.evolveCombatEnded,
  CombatRoleRemoved: (d, e) => {
    if (objectOf(d, e.unit).role === 'attacker') board.noteAttackChecked(d, e.unit);
    if (objectOf(d, e.unit).role === 'defender') board.noteDefendChecked(d, e.unit);
    patchObject(d, e.unit, 'role', null);
  },
  CombatRoleAssigned: (d, e) => {
    if (e.role === 'attacker') board.noteAttackChecked(d, e.unit);
    if (e.role === 'defender') board.noteDefendChecked(d, e.unit);
    patchObject(d, e.unit, 'role', e.role);
  },
  UnitsMoved: cards.evolveUnitsMoved,
  PermanentRecalled: cards.evolvePermanentRecalled,
  ControlTaken: cards.evolveControlTaken,
  BattlefieldContested: (d, e) => d.setBattlefield(e.bf, 'contestedBy', e.by),
  ContestEnded: (d, e) => d.setBattlefield(e.bf, 'contestedBy', null),
  BattlefieldControlChanged: (d, e) => d.setBattlefield(e.bf, 'controller', e.controller),
  BattlefieldConquered: board.evolveScored,
  BattlefieldHeld: board.evolveScored,
  PointsGained: board.evolvePointsGained,
  FinalPointWithheld: nothing,
  DamageDealt: board.evolveDamageDealt,
  DamageCleared: board.evolveDamageCleared,
  PermanentKilled: cards.evolvePermanentKilled,
  BuffAdded: board.evolveBuff,
  BuffSpent: board.evolveBuff,
  MightModified: board.evolveMightModified,
  KeywordsGranted: board.evolveMightModified,
  RuneRecycled: cards.evolveRuneRecycled,
  EffectsExpired: (d) => d.setRoot('effects', []),
  TurnEffectBegan: (d, e) => d.setRoot('turnEffects', [...(d.state.turnEffects ?? []), e.effect]),
  TurnEffectsExpired: (d) => d.setRoot('turnEffects', undefined),
  KeywordsGiven: (d, e) => d.setRoot('keywordGrants', [...(d.state.keywordGrants ?? []), e.grant]),
  TurnEffectUsed: (d, e) => {
    const left = (d.state.turnEffects ?? []).filter((_, index) => index !== e.index);
    d.setRoot('turnEffects', left.length > 0 ? left : undefined);
  },
  UnitStunned: (d, e) => patchObject(d, e.unit, 'stunned', true),
  StunsEnded: board.evolveStunsEnded,
  CardDiscarded: cards.evolveCardDiscarded,
  HandRevealed: nothing,
  CardReturnedToHand: cards.evolveCardReturnedToHand,
  CardBanished: cards.evolveCardBanished,
  CardHidden: cards.evolveCardHidden,
  FacedownCardRemoved: cards.evolveFacedownRemoved,
  TokenCreated: cards.evolveTokenCreated,
  BurnedOut: nothing,
  TrashShuffledIntoDeck: cards.evolveTrashShuffled,
  SeatRemoved: (d, e) => {
    d.setSeat(e.seat, 'removed', e.reason);
    // A seat that left takes no extra turn.
    const extra = d.state.extraTurns?.filter((seat) => seat !== e.seat);
    if (extra) d.setRoot('extraTurns', extra.length > 0 ? extra : undefined);
  },
  ExtraTurnGranted: (d, e) => d.setRoot('extraTurns', [...(d.state.extraTurns ?? []), e.seat]),
  ObjectRemovedFromGame: cards.evolveObjectRemoved,
  BattlefieldReplaced: (d, e) => d.setBattlefield(e.bf, 'card', 'blank'),
  GameEnded: (d, e) => {
    d.setRoot('status', 'ended');
    d.setRoot('result', e.result);
    d.setRoot('pending', null);
  },
  CardsRevealed: nothing,
  DeckTopOrdered: (d, e) => {
    const rest = (d.state.seats[e.seat]?.mainDeck ?? []).filter((id) => !e.cards.includes(id));
    d.setSeat(e.seat, 'mainDeck', [...rest, ...e.cards.slice().reverse()]);
  },
  CardReturnedToChampionZone: cards.evolveCardReturnedToChampionZone,
};

/**
 * The handlers by event type, for the lookup of every event. `HANDLERS[e.type]` is a keyed load
 * with a different key each time, which V8 serves from its megamorphic cache, shared with every
 * other megamorphic access of the engine; a `Map` lookup was about 1 % of a bot Duel faster
 * (base and change side by side, ten pairs of processes, 2026-11-30).
 */
const HANDLER_BY_TYPE: ReadonlyMap<string, (draft: Draft, event: GameEventBody) => void> = new Map(
  Object.entries(HANDLERS) as [string, (draft: Draft, event: GameEventBody) => void][],
);

/** Applies one event to a draft (the engine's and the replay's shared mutation path). */
export function evolveDraft(d: Draft, e: GameEventBody): void {
  const handler = HANDLER_BY_TYPE.get(e.type);
  if (!handler) throw new Error(`unknown event type ${String(e.type)}`);
  handler(d, e);
  d.setRoot('seq', d.state.seq + 1);
}

/** The state after one event (pure: the input state is not changed). */
export function evolve(state: GameState, event: GameEvent | GameEventBody): GameState {
  const draft = new Draft(state);
  evolveDraft(draft, event);
  return draft.finish();
}
