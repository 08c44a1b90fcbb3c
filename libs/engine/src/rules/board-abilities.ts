/**
 * Which permanents on the board have a printed passive or triggered ability of a given kind.
 *
 * Most rules ask "does any permanent have this ability?" (a lock on plays, a "when you discard"
 * trigger, a replacement of the tie recall) and the answer is almost always no. Scanning the board
 * and every card's abilities for each question made every card with a rare ability a cost of every
 * game, so the board is indexed once per change of its zone lists (`BoardMemo`) and a question
 * about an ability no permanent has costs one map lookup. Only printed abilities are indexed: the
 * callers read `cardOf(object).abilities`, never granted ones.
 */
import { cardOf } from '../cards/card-registry.js';
import type { CardDefinition, StaticAbility, TriggerKind } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { BoardMemo } from './board-memo.js';
import { objectAt } from './queries.js';

type StaticEffect = StaticAbility['effect'];

/** A card's passive effects and trigger kinds, each once, remembered per definition. */
interface AbilityKinds {
  readonly statics: readonly StaticEffect[];
  readonly triggers: readonly TriggerKind[];
}

const kindsByCard = new WeakMap<CardDefinition, AbilityKinds>();

function abilityKinds(card: CardDefinition): AbilityKinds {
  let kinds = kindsByCard.get(card);
  if (kinds === undefined) {
    const statics = new Set<StaticEffect>();
    const triggers = new Set<TriggerKind>();
    for (const ability of card.abilities) {
      if (ability.kind === 'static') statics.add(ability.effect);
      else if (ability.kind === 'triggered') triggers.add(ability.trigger);
    }
    kinds = { statics: [...statics], triggers: [...triggers] };
    kindsByCard.set(card, kinds);
  }
  return kinds;
}

interface BoardAbilities {
  readonly statics: ReadonlyMap<StaticEffect, readonly ObjectId[]>;
  readonly triggers: ReadonlyMap<TriggerKind, readonly ObjectId[]>;
}

function addTo<K>(index: Map<K, ObjectId[]>, key: K, id: ObjectId): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

const NONE: readonly ObjectId[] = [];

/** Effect or kind -> the permanents with it, in board order (every base, then every battlefield's units). */
const holders = new BoardMemo((state: GameState): BoardAbilities => {
  const statics = new Map<StaticEffect, ObjectId[]>();
  const triggers = new Map<TriggerKind, ObjectId[]>();
  const add = (ids: readonly ObjectId[]): void => {
    for (const id of ids) {
      const kinds = abilityKinds(cardOf(objectAt(state, id)));
      for (const effect of kinds.statics) addTo(statics, effect, id);
      for (const kind of kinds.triggers) addTo(triggers, kind, id);
    }
  };
  for (const seat of state.seats) add(seat.base);
  for (const bf of state.battlefields) add(bf.units);
  return { statics, triggers };
});

/** The permanents on the board whose card has a passive with this effect, in board order. The
 * list is shared: never change it. */
export function permanentsWithStatic(state: GameState, effect: StaticEffect): readonly ObjectId[] {
  return holders.get(state).statics.get(effect) ?? NONE;
}

/** The permanents on the board whose card has a triggered ability of this kind, in board order.
 * The list is shared: never change it. */
export function permanentsWithTrigger(state: GameState, kind: TriggerKind): readonly ObjectId[] {
  return holders.get(state).triggers.get(kind) ?? NONE;
}
