/**
 * Where units may be played (559.2, 623.2) and moved (140.4, 610.2, 612.2, 623.1, 722).
 */
import type { CardDefinition } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { cardDefinition } from '../cards/card-registry.js';
import { keywordsOf } from './might.js';
import { areOpponents, areTeammates, isFriendlyController, isMultiplayer } from './mode-policy.js';
import { controllersAt, objectAt, placeOf } from './queries.js';
import { cardOf } from '../cards/card-registry.js';
import { playsUnitsOnlyToBase } from './battlefield-locks.js';
import { permanentsWithStatic } from './board-abilities.js';

/** 524, 622: a combat is pending on a battlefield with units of two opposing players. */
export function hasCombatAt(state: GameState, bf: number): boolean {
  if (state.combat?.bf === bf) return true;
  const seats = controllersAt(state, bf);
  for (const a of seats) for (const b of seats) if (areOpponents(state, a, b)) return true;
  return false;
}

/** 610.2.a / 623.1 / 623.2: in games of more than two players, a battlefield with a pending or
 * ongoing combat is closed to players who have no permanents there. */
export function closedByCombat(state: GameState, seat: Seat, bf: number): boolean {
  if (!isMultiplayer(state) || !hasCombatAt(state, bf)) return false;
  const battlefield = state.battlefields[bf];
  return !(battlefield?.units ?? []).some((id) => objectAt(state, id).controller === seat);
}

/** CR 1.3 442.2.b (CR 1.4 447.2.b; CR 1.0 had no such rule): with teammates, a battlefield a
 * teammate controls is an invalid destination for moves of all kinds. */
export function teammateControls(state: GameState, seat: Seat, bf: number): boolean {
  if (state.mode.teams === null) return false;
  const controller = state.battlefields[bf]?.controller ?? null;
  return controller !== null && areTeammates(state, controller, seat);
}

/** Where this unit card may be played: `unitPlaces`, plus the open battlefields (CR 1.3 169.10.c:
 * unoccupied and uncontrolled) when its text allows that. */
/** 559.2: a unit is played to its controller's base or a battlefield that player controls. */
export function unitPlaces(state: GameState, seat: Seat, fromHidden: number | null, card: CardDefinition | null = null): readonly Place[] {
  if (playsUnitsOnlyToBase(state, seat)) return fromHidden === null ? ['base'] : [];
  if (fromHidden !== null) return state.battlefields[fromHidden]?.controller === seat ? [fromHidden] : [];
  const places: Place[] = ['base'];
  const open = card !== null && mayPlayToOpenBattlefields(state, seat, card);
  for (const bf of state.battlefields) {
    if (bf.controller === seat && !closedByCombat(state, seat, bf.index)) places.push(bf.index);
    else if (open && bf.controller === null && bf.units.length === 0) places.push(bf.index);
  }
  return places;
}

/** CR 1.3 169.10.c: the unit `card` may also be played to open battlefields (unoccupied and
 * uncontrolled): by its own permission, or while its player controls a permanent giving it to
 * friendly units. */
export function mayPlayToOpenBattlefields(state: GameState, seat: Seat, card: CardDefinition): boolean {
  return playsToOpenBattlefieldsItself(card) || (card.type === 'Unit' && friendlyUnitsPlayToOpenBattlefields(state, seat));
}

export function playsToOpenBattlefieldsItself(card: CardDefinition): boolean {
  return card.type === 'Unit' && card.abilities.some((ability) => ability.kind === 'static' && ability.effect === 'playToOpenBattlefields' && ability.scope === 'self');
}

/** Whether `seat` controls a permanent letting its units be played to open battlefields. */
export function friendlyUnitsPlayToOpenBattlefields(state: GameState, seat: Seat): boolean {
  for (const id of permanentsWithStatic(state, 'playToOpenBattlefields')) {
    const object = objectAt(state, id);
    // "Friendly units": a teammate's too where the mode says so (CR 1.3 484.8.d).
    if (!isFriendlyController(state, object.controller, seat)) continue;
    for (const ability of cardOf(object).abilities) {
      if (ability.kind === 'static' && ability.effect === 'playToOpenBattlefields' && ability.scope === 'friendlyUnits') return true;
    }
  }
  return false;
}

/** A battlefield whose passive ability forbids moves from it to a base. */
export function forbidsMovesToBase(state: GameState, bf: number): boolean {
  const card = state.battlefields[bf]?.card;
  if (card === undefined || card === 'blank') return false;
  for (const ability of cardDefinition(card).abilities) if (ability.kind === 'static' && ability.effect === 'noMovesFromHereToBase') return true;
  return false;
}

/**
 * The extra places a unit card's own play permission adds (CR 1.3 822.1.c style): battlefields an
 * opponent controls with units there, unless units of two other players are there already (444.2)
 * or a combat of others closes it (457.2).
 */
export function permittedUnitPlaces(state: GameState, seat: Seat, card: CardDefinition): readonly Place[] {
  if (!card.abilities.some((ability) => ability.kind === 'static' && ability.effect === 'mayPlayToOccupiedEnemyBattlefield')) return [];
  const places: Place[] = [];
  for (const bf of state.battlefields) {
    if (bf.controller === null || !areOpponents(state, seat, bf.controller) || bf.units.length === 0) continue;
    if (closedByCombat(state, seat, bf.index)) continue;
    if (controllersAt(state, bf.index).filter((other) => other !== seat).length >= 2) continue;
    places.push(bf.index);
  }
  return places;
}

export interface MoveProblem {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
}

/** Why `unit` may not make a move to `to` (any kind of move), or null if it may. */
export function moveProblem(state: GameState, unit: ObjectId, to: Place, standard: boolean): MoveProblem | null {
  const object = objectAt(state, unit);
  const from = placeOf(object);
  if (from === null) return { code: 'move/not_on_board', ruleRef: 'CR 1.4 447.3', message: 'only units on the board can move' };
  if (from === to) return { code: 'move/same_place', ruleRef: 'CR 1.4 447', message: 'a move needs a different destination' };
  if (to === 'base' && from !== 'base' && forbidsMovesToBase(state, from)) {
    return { code: 'move/not_to_base_from_here', ruleRef: 'CR 1.3 451', message: 'units cannot move from this battlefield to base (a recall is no move)' };
  }
  if (to !== 'base') {
    const battlefield = state.battlefields[to];
    if (!battlefield) return { code: 'move/unknown_battlefield', ruleRef: 'CR 1.4 170.5.b', message: 'no such battlefield' };
    const others = controllersAt(state, to).filter((seat) => seat !== object.controller);
    if (others.length >= 2) {
      return { code: 'move/two_other_players', ruleRef: 'CR 1.4 449.2', message: 'units of two other players are already there' };
    }
    if (closedByCombat(state, object.controller, to)) {
      return { code: 'move/combat_elsewhere', ruleRef: 'CR 1.4 447.2.a', message: 'a combat of other players is pending or ongoing there' };
    }
    if (teammateControls(state, object.controller, to)) {
      return { code: 'move/teammate_battlefield', ruleRef: 'CR 1.3 442.2.b', message: 'a battlefield your teammate controls is no destination for your units' };
    }
    if (standard && from !== 'base' && !keywordsOf(state, unit).ganking) {
      return { code: 'move/needs_ganking', ruleRef: 'CR 1.4 144.4.c', message: 'only units with Ganking move from battlefield to battlefield' };
    }
  }
  return null;
}

/**
 * `moveProblem(state, unit, to, true) === null` for many units of one controller, with what does
 * not depend on the unit (who else is at each battlefield, closed combats) worked out once:
 * `legalActions` asks this for every ready unit and every destination.
 */
export class StandardMoves {
  /** Per battlefield: true when units of two other players or another players' combat block it. */
  private readonly blocked: boolean[] = [];

  constructor(
    private readonly state: GameState,
    private readonly controller: Seat,
  ) {
    for (const bf of state.battlefields) {
      let others = 0;
      for (const seat of controllersAt(state, bf.index)) if (seat !== controller) others++;
      this.blocked[bf.index] = others >= 2 || closedByCombat(state, controller, bf.index) || teammateControls(state, controller, bf.index);
    }
  }

  /** May `unit` (controlled by this checker's controller) make a standard move to `to`? */
  allows(unit: ObjectId, to: Place): boolean {
    const object = objectAt(this.state, unit);
    const from = placeOf(object);
    if (from === null || from === to) return false;
    if (to === 'base') return from === 'base' || !forbidsMovesToBase(this.state, from);
    const blocked = this.blocked[to];
    if (blocked === undefined || blocked) return false;
    return from === 'base' || keywordsOf(this.state, unit).ganking === true;
  }
}
