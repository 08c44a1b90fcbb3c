/**
 * 127: a command must not tell a seat anything about an object it cannot see. Every id an action
 * names that belongs to an object the acting seat cannot see (another seat's hand or set-aside
 * cards, any deck card, a facedown card it does not control) is swapped for an id no object has
 * before the action is checked, so the answer is exactly the answer for an unknown id: same code,
 * rule and message, whatever the hidden card is.
 */
import type { TargetRef } from '../model/chain-item.js';
import type { Action, AdditionalCostChoice, PaymentChoice } from '../model/action.js';
import type { Decision } from '../model/decision.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { isVisible } from '../views/visibility.js';
import type { Viewer } from '../views/viewer.js';

/** Far beyond any id the game can reach while it plays an action out (tokens get the next ids). */
const UNKNOWN_ID_OFFSET = 1_000_000;

/** Actions that name no object pass through untouched (most of a game's actions: passes, ends of turn). */
const NAMES_NO_OBJECT: ReadonlySet<Action['type']> = new Set([
  'pass',
  'endTurn',
  'invite',
  'respondInvitation',
  'orderTriggers',
  'chooseReplacement',
  'chooseBattlefield',
  'confirm',
  'chooseOpponent',
  'divideDamage',
  'concede',
  'choosePlace',
  'choosePlayByEffect',
]);

/** Whether the seat plainly sees object `named` (or no object has that id): its id stays. */
function seen(state: GameState, viewer: Viewer, named: ObjectId): boolean {
  const object = state.objects[named];
  return !object || isVisible(state, viewer, object);
}

function allSeen(state: GameState, viewer: Viewer, named: readonly ObjectId[] | undefined): boolean {
  if (named === undefined) return true;
  for (let i = 0; i < named.length; i++) if (!seen(state, viewer, named[i] as ObjectId)) return false;
  return true;
}

function targetsSeen(state: GameState, viewer: Viewer, refs: readonly TargetRef[] | undefined): boolean {
  if (refs === undefined) return true;
  for (const ref of refs) if (ref !== null && 'id' in ref && !seen(state, viewer, ref.id)) return false;
  return true;
}

function paymentSeen(state: GameState, viewer: Viewer, choice: PaymentChoice | undefined): boolean {
  return choice === undefined || (allSeen(state, viewer, choice.exhaust) && allSeen(state, viewer, choice.recycle) && allSeen(state, viewer, choice.abilities));
}

function oneSeen(state: GameState, viewer: Viewer, named: ObjectId | undefined): boolean {
  return named === undefined || seen(state, viewer, named);
}

/**
 * Whether every object the action names is one the seat plainly sees, so that `concealUnseen`
 * would swap no id and give back a copy equal to the action (the usual case: own hand, board).
 */
function namesOnlySeen(state: GameState, seat: Seat, action: Action): boolean {
  const viewer: Viewer = { kind: 'seat', seat };
  if (action.type === 'play') {
    const extra = action.additionalCost;
    return (
      seen(state, viewer, action.card) &&
      targetsSeen(state, viewer, action.targets) &&
      paymentSeen(state, viewer, action.payment) &&
      (extra === undefined ||
        (oneSeen(state, viewer, extra.kill) &&
          oneSeen(state, viewer, extra.discard) &&
          oneSeen(state, viewer, extra.spendBuffFrom) &&
          oneSeen(state, viewer, extra.exhaust) &&
          allSeen(state, viewer, extra.units)))
    );
  }
  if (action.type === 'activate') {
    return (
      seen(state, viewer, action.source) &&
      targetsSeen(state, viewer, action.targets) &&
      allSeen(state, viewer, action.recycle) &&
      allSeen(state, viewer, action.discard) &&
      paymentSeen(state, viewer, action.payment) &&
      oneSeen(state, viewer, action.kill)
    );
  }
  if (action.type === 'move') return allSeen(state, viewer, action.units);
  if (action.type === 'addResources') return paymentSeen(state, viewer, action.payment);
  // The other actions take the general path below.
  return false;
}

export function concealUnseen(state: GameState, seat: Seat, action: Action): Action {
  if (NAMES_NO_OBJECT.has(action.type)) return action;
  // Nothing to swap: the copy below would equal the action (actions are never changed in place).
  if (namesOnlySeen(state, seat, action)) return action;
  // Built on the first id that is not plainly visible: most named objects are (own hand, board).
  let shown: ReadonlySet<ObjectId> | null = null;
  const swapped = new Map<ObjectId, ObjectId>();
  const id = (named: ObjectId): ObjectId => {
    const object = state.objects[named];
    if (!object || isVisible(state, { kind: 'seat', seat }, object)) return named;
    shown ??= shownByDecision(state.pending?.decision ?? null, seat);
    if (shown.has(named)) return named;
    const unknown = swapped.get(named) ?? state.objects.length + UNKNOWN_ID_OFFSET + swapped.size;
    swapped.set(named, unknown);
    return unknown;
  };
  const ids = (named: readonly ObjectId[]): ObjectId[] => named.map(id);
  const targets = (refs: readonly TargetRef[]): TargetRef[] => refs.map((ref) => (ref !== null && 'id' in ref ? { ...ref, id: id(ref.id) } : ref));
  const payment = (choice: PaymentChoice): PaymentChoice => ({
    ...choice,
    ...(choice.exhaust ? { exhaust: ids(choice.exhaust) } : {}),
    ...(choice.recycle ? { recycle: ids(choice.recycle) } : {}),
    ...(choice.abilities ? { abilities: ids(choice.abilities) } : {}),
  });
  const additionalCost = (choice: AdditionalCostChoice): AdditionalCostChoice => ({
    ...choice,
    ...(choice.kill !== undefined ? { kill: id(choice.kill) } : {}),
    ...(choice.discard !== undefined ? { discard: id(choice.discard) } : {}),
    ...(choice.spendBuffFrom !== undefined ? { spendBuffFrom: id(choice.spendBuffFrom) } : {}),
    ...(choice.exhaust !== undefined ? { exhaust: id(choice.exhaust) } : {}),
    ...(choice.units !== undefined ? { units: ids(choice.units) } : {}),
  });
  switch (action.type) {
    case 'mulligan':
      return { ...action, cards: ids(action.cards) };
    case 'play':
      return {
        ...action,
        card: id(action.card),
        ...(action.targets ? { targets: targets(action.targets) } : {}),
        ...(action.additionalCost ? { additionalCost: additionalCost(action.additionalCost) } : {}),
        ...(action.payment ? { payment: payment(action.payment) } : {}),
      };
    case 'hide':
      return { ...action, card: id(action.card), ...(action.payment ? { payment: payment(action.payment) } : {}) };
    case 'activate':
      return {
        ...action,
        source: id(action.source),
        ...(action.targets ? { targets: targets(action.targets) } : {}),
        ...(action.recycle ? { recycle: ids(action.recycle) } : {}),
        ...(action.discard ? { discard: ids(action.discard) } : {}),
        ...(action.payment ? { payment: payment(action.payment) } : {}),
        ...(action.kill !== undefined ? { kill: id(action.kill) } : {}),
      };
    case 'addResources':
      return { ...action, payment: payment(action.payment) };
    case 'move':
      return { ...action, units: ids(action.units) };
    case 'chooseTargets':
      return { ...action, targets: targets(action.targets) };
    case 'assignDamage':
      return { ...action, assignment: action.assignment.map((share) => ({ ...share, unit: id(share.unit) })) };
    case 'chooseCards':
      return { ...action, cards: ids(action.cards) };
    case 'pass':
    case 'endTurn':
    case 'invite':
    case 'respondInvitation':
    case 'orderTriggers':
    case 'chooseReplacement':
    case 'chooseBattlefield':
    case 'confirm':
    case 'chooseOpponent':
    case 'divideDamage':
    case 'concede':
    case 'choosePlace':
    case 'choosePlayByEffect':
      return action;
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

/** What the decision a seat must make shows it: the cards it offers (a revealed hand, a look at a deck). */
function shownByDecision(decision: Decision | null, seat: Seat): ReadonlySet<ObjectId> {
  if (!decision || decision.seat !== seat) return new Set();
  switch (decision.kind) {
    case 'chooseCards':
      return new Set(decision.options);
    case 'predict':
      return new Set(decision.cards.map((card) => card.id));
    case 'assignDamage':
    case 'divideDamage':
      return new Set(decision.units);
    case 'replacement':
      return new Set([decision.unit, ...decision.options.map((option) => option.source)]);
    case 'confirm':
      return new Set([decision.source]);
    case 'mulligan':
    case 'priority':
    case 'orderTriggers':
    case 'chooseTargets':
    case 'makeNewChoices':
    case 'chooseBattlefield':
    case 'chooseOpponent':
    case 'invitation':
    case 'choosePlace':
      return new Set();
    case 'choosePlayByEffect':
      return new Set(decision.options.map((option) => option.card));
    default: {
      const unreachable: never = decision;
      throw new Error(`unknown decision ${JSON.stringify(unreachable)}`);
    }
  }
}
