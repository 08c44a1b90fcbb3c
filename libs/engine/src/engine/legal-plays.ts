/**
 * Enumerating the cards a seat can play now, with their choices (used by `legalActions`).
 *
 * One enumeration prices many cards of one seat in one state, so what does not depend on the card
 * (the budget, the timing verdicts, the places a unit may go, the spell discounts on the board,
 * the affordability of each distinct cost) is worked out once per enumeration (`PlayScan`).
 */
import { facedownCardsAt } from '../rules/facedown-slots.js';
import { cardOf } from '../cards/card-registry.js';
import type { AdditionalCostChoice, Action } from '../model/action.js';
import type { CardDefinition } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { type Cost, type Discount, playCost, type PowerSlot, spellDiscounts } from '../rules/costs.js';
import { spellPlaces } from '../rules/chosen-place.js';
import { friendlyUnitsPlayToOpenBattlefields, permittedUnitPlaces, playsToOpenBattlefieldsItself, unitPlaces } from '../rules/locations.js';
import { isFriendlyController } from '../rules/mode-policy.js';
import { PaymentCheck, planPayment } from '../rules/payment.js';
import { findObject, isOnBoard, seatAt, unitsOnBoard } from '../rules/queries.js';
import { targetCombinations } from '../rules/targeting.js';
import { playTiming } from '../rules/timing.js';
import { mayPlayCards } from '../rules/turn-effects.js';
import { anyNumberChoices } from './actions/any-number-cost.js';
import { playsUnitsOnlyToBase } from '../rules/battlefield-locks.js';
import { hiddenRevealBlocked } from '../rules/battlefield-locks.js';

/** The choice of a card without an additional cost (never part of the listed action). */
const NO_CHOICE: readonly AdditionalCostChoice[] = [{ pay: false }];
const NO_ACCELERATE: readonly boolean[] = [false];
const ACCELERATE_CHOICES: readonly boolean[] = [false, true];
const NO_TARGETS: readonly (readonly TargetRef[])[] = [[]];
const SPELL_PLACES: readonly (Place | null)[] = [null];
const BASE_PLACES: readonly (Place | null)[] = ['base'];

/** An upper bound of what a seat could pay now: every rune exhausted and recycled. */
interface Budget {
  readonly energy: number;
  readonly power: number;
  /** Energy in the pool plus ready runes: exactly what a cost without power can use (see
   * `planPayment`, which exhausts ready runes for the energy missing from the pool). */
  readonly energyNow: number;
}

function budgetOf(state: GameState, seat: Seat): Budget {
  const mine = seatAt(state, seat);
  let ready = 0;
  for (const id of mine.runes) if (!findObject(state, id)?.exhausted) ready++;
  const pool = mine.pool.power;
  const power = pool.Fury + pool.Calm + pool.Mind + pool.Body + pool.Chaos + pool.Order + pool.any;
  return {
    energy: mine.pool.energy + ready + mine.base.length,
    power: power + mine.runes.length + mine.base.length,
    energyNow: mine.pool.energy + ready,
  };
}

/** What one enumeration of one seat's plays shares between cards. */
class PlayScan {
  /** What the seat could pay now, worked out on first use (most cards of a closed state fail
   * their timing first). */
  private budgetFound: Budget | null = null;
  /** Timing verdicts by keyword combination (see `timingOk`); 0 unknown, 1 ok, 2 not ok. */
  private readonly timing = [0, 0, 0, 0, 0, 0, 0, 0];
  private unitPlaces: readonly Place[] | null = null;
  /** CR 1.3 169.10.c: whether the seat's units may be played to open battlefields too. */
  private friendlyOpen: boolean | null = null;
  private discounts: readonly Discount[] | null = null;
  /** Affordability of the power costs priced so far (many choices share a cost). */
  private readonly costs: Cost[] = [];
  private readonly affordable: boolean[] = [];
  private payment: PaymentCheck | null = null;

  constructor(
    readonly state: GameState,
    readonly seat: Seat,
  ) {}

  get budget(): Budget {
    this.budgetFound ??= budgetOf(this.state, this.seat);
    return this.budgetFound;
  }

  /** `playTiming(...) === 'ok'` for a card (or hidden card) with these keywords. */
  timingOk(reaction: boolean, action: boolean, spell: boolean): boolean {
    const slot = (reaction ? 1 : 0) | (action ? 2 : 0) | (spell ? 4 : 0);
    let known = this.timing[slot];
    if (known === 0) {
      known = playTiming(this.state, this.seat, { reaction, action }, spell) === 'ok' ? 1 : 2;
      this.timing[slot] = known;
    }
    return known === 1;
  }

  placesFor(card: CardDefinition, fromHidden: number | null): readonly (Place | null)[] {
    if (card.type === 'Unit') {
      if (fromHidden !== null) return unitPlaces(this.state, this.seat, fromHidden);
      this.friendlyOpen ??= friendlyUnitsPlayToOpenBattlefields(this.state, this.seat);
      if (this.friendlyOpen || playsToOpenBattlefieldsItself(card)) return unitPlaces(this.state, this.seat, null, card);
      this.unitPlaces ??= unitPlaces(this.state, this.seat, null);
      const permitted = playsUnitsOnlyToBase(this.state, this.seat) ? [] : permittedUnitPlaces(this.state, this.seat, card);
      return permitted.length === 0 ? this.unitPlaces : [...this.unitPlaces, ...permitted];
    }
    if (card.type === 'Gear') return fromHidden === null ? BASE_PLACES : [fromHidden];
    return spellPlaces(this.state, this.seat, card, fromHidden) ?? SPELL_PLACES;
  }

  spellDiscounts(): readonly Discount[] {
    this.discounts ??= spellDiscounts(this.state, this.seat);
    return this.discounts;
  }

  canAfford(cost: Cost): boolean {
    if (cost.power.length === 0) return cost.energy <= this.budget.energyNow;
    this.payment ??= new PaymentCheck(this.state, this.seat);
    const counted = this.payment.canPay(cost);
    if (counted !== undefined) return counted;
    for (let i = 0; i < this.costs.length; i++) {
      if (sameCost(this.costs[i] as Cost, cost)) return this.affordable[i] as boolean;
    }
    const known = planPayment(this.state, this.seat, cost) !== null;
    this.costs.push(cost);
    this.affordable.push(known);
    return known;
  }
}

function sameSlot(a: PowerSlot, b: PowerSlot): boolean {
  if (a === b) return true;
  if (a === 'any' || b === 'any' || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameCost(a: Cost, b: Cost): boolean {
  if (a.energy !== b.energy || a.power.length !== b.power.length) return false;
  for (let i = 0; i < a.power.length; i++) if (!sameSlot(a.power[i] as PowerSlot, b.power[i] as PowerSlot)) return false;
  return true;
}

function additionalChoices(state: GameState, seat: Seat, object: GameObject, card: CardDefinition): readonly AdditionalCostChoice[] {
  const cost = card.additionalCost;
  if (!cost) return NO_CHOICE;
  switch (cost.kind) {
    case 'killFriendlyUnit':
      return unitsOnBoard(state)
        .filter((id) => id !== object.id && isFriendlyController(state, seat, findObject(state, id)?.controller ?? -1))
        .map((kill) => ({ pay: true, kill }));
    case 'discard':
      return [{ pay: false }, ...seatAt(state, seat).hand.filter((id) => id !== object.id).map((discard) => ({ pay: true, discard }))];
    case 'spendBuff':
      return [
        { pay: false },
        ...unitsOnBoard(state)
          .filter((id) => {
            const unit = findObject(state, id) as GameObject;
            return unit.controller === seat && unit.buffs > 0 && isOnBoard(unit);
          })
          .map((spendBuffFrom) => ({ pay: true, spendBuffFrom })),
      ];
    case 'exhaustFriendlyUnit':
      return [
        { pay: false },
        ...unitsOnBoard(state)
          .filter((id) => {
            const unit = findObject(state, id) as GameObject;
            return !unit.exhausted && isFriendlyController(state, seat, unit.controller);
          })
          .map((exhaust) => ({ pay: true, exhaust })),
      ];
    case 'anyNumber':
      return anyNumberChoices(state, seat, object.id, cost);
    case 'power':
      return [{ pay: false }, { pay: true }];
    default: {
      const unreachable: never = cost;
      throw new Error(`unknown additional cost ${JSON.stringify(unreachable)}`);
    }
  }
}

/** A quick filter before enumerating choices: a card with no possible discount that costs more
 * than the budget cannot be played. */
function clearlyTooExpensive(card: CardDefinition, scan: PlayScan): boolean {
  if (card.selfDiscount || card.additionalCost || card.type === 'Spell') return false;
  return card.energy > scan.budget.energy || card.power > scan.budget.power;
}

function playsOf(scan: PlayScan, object: GameObject, limit: number, into: Action[]): void {
  const { state, seat } = scan;
  const card = cardOf(object);
  if (card.type !== 'Unit' && card.type !== 'Spell' && card.type !== 'Gear') return;
  const fromHidden = object.zone === 'facedown' ? object.bf : null;
  // 723.1.d: a hidden card is played as a Reaction.
  const reaction = fromHidden !== null || card.keywords.reaction === true;
  if (!scan.timingOk(reaction, card.keywords.action === true, card.type === 'Spell')) return;
  if (fromHidden === null && clearlyTooExpensive(card, scan)) return;
  const specs = card.spell?.targets ?? [];
  const combos = specs.length === 0 ? NO_TARGETS : targetCombinations(state, specs, { controller: seat, source: object.id, here: fromHidden, onlyAt: fromHidden }, limit);
  // The cost depends on the targets and on paying the additional cost, never on the place: a
  // unit playable to several places is costed once per choice, not once per place.
  const affordable: (boolean | undefined)[] = [];
  const spellDiscounts = card.type === 'Spell' ? scan.spellDiscounts() : undefined;
  const accelerates = card.keywords.accelerate === true ? ACCELERATE_CHOICES : NO_ACCELERATE;
  // The additional-cost choices depend on neither the place nor the targets: listed once.
  const additionals = additionalChoices(state, seat, object, card);
  let listed = 0;
  for (const place of scan.placesFor(card, fromHidden)) {
    for (let combo = 0; combo < combos.length; combo++) {
      const targets = combos[combo] as readonly TargetRef[];
      for (const additional of additionals) {
        // CR 1.4 805.2: a unit with Accelerate is played with or without paying that cost.
        for (const accelerate of accelerates) {
          if (listed >= limit) return;
          const slot = combo * 4 + (additional.pay ? 1 : 0) + (accelerate ? 2 : 0);
          let canPay = affordable[slot];
          if (canPay === undefined) {
            const input = { seat, card, fromHidden: fromHidden !== null, paidAdditional: additional.pay, accelerate, targets, spellDiscounts, additionalTimes: additional.units?.length ?? 0 };
            const cost = playCost(state, input);
            canPay = cost !== null && scan.canAfford(cost);
            affordable[slot] = canPay;
          }
          if (canPay) {
            const choice = accelerate ? { ...additional, accelerate } : card.additionalCost ? additional : undefined;
            into.push(playAction(object.id, place, targets, choice));
            listed++;
          }
        }
      }
    }
  }
}

function playAction(card: ObjectId, place: Place | null, targets: readonly TargetRef[], additional: AdditionalCostChoice | undefined): Action {
  const action: { type: 'play'; card: ObjectId; to?: Place; targets?: readonly TargetRef[]; additionalCost?: AdditionalCostChoice } = { type: 'play', card };
  if (place !== null) action.to = place;
  if (targets.length > 0) action.targets = targets;
  if (additional) action.additionalCost = additional;
  return action;
}

/** Every play `seat` can make now (capped per card so the list stays small), appended to
 * `into` (or to a new list). */
export function legalPlays(state: GameState, seat: Seat, limitPerCard = 16, into: Action[] = []): Action[] {
  if (!mayPlayCards(state, seat)) return into;
  const scan = new PlayScan(state, seat);
  const mine = seatAt(state, seat);
  // The playable sources: the hand, the champion zone, and cards hidden before this turn.
  for (const id of mine.hand) {
    const object = findObject(state, id);
    if (object) playsOf(scan, object, limitPerCard, into);
  }
  if (mine.championZone !== null) {
    const champion = findObject(state, mine.championZone);
    if (champion) playsOf(scan, champion, limitPerCard, into);
  }
  for (const bf of state.battlefields) {
    for (const id of facedownCardsAt(bf)) {
      const facedown = findObject(state, id);
      if (facedown && facedown.controller === seat && facedown.hiddenTurn < state.turn.number && !hiddenRevealBlocked(state, seat, bf.index)) playsOf(scan, facedown, limitPerCard, into);
    }
  }
  return into;
}
