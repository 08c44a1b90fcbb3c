/** Evolving the events that move cards between zones. */
import { cardOf } from '../cards/card-registry.js';
import { countsOwnMoves } from '../rules/moves-this-turn.js';
import type { GameEventBody } from '../model/game-event.js';
import type { GameObject } from '../model/game-object.js';
import type { Draft } from './draft.js';
import { recordDiscard } from './discard-record.js';
import { type Destination, objectOf, patchObject, relocate } from './zones.js';

type Body<T extends GameEventBody['type']> = Extract<GameEventBody, { type: T }>;

export function evolveCardDrawn(d: Draft, e: Body<'CardDrawn'>): void {
  relocate(d, e.card, { zone: 'hand' });
}

export function evolveCardsSetAside(d: Draft, e: Body<'CardsSetAside'>): void {
  for (const card of e.cards) relocate(d, card, { zone: 'setAside' });
}

export function evolveCardsRecycled(d: Draft, e: Body<'CardsRecycled'>): void {
  for (const card of e.cards) relocate(d, card, { zone: 'mainDeck', position: 'bottom' });
  d.setRoot('rng', e.rng);
}

export function evolveTrashShuffled(d: Draft, e: Body<'TrashShuffledIntoDeck'>): void {
  for (const card of e.order) relocate(d, card, { zone: 'mainDeck', position: 'bottom' });
  d.setRoot('rng', e.rng);
}

export function evolveRuneRecycled(d: Draft, e: Body<'RuneRecycled'>): void {
  relocate(d, e.rune, { zone: 'runeDeck', position: 'bottom' });
}

export function evolveRuneChanneled(d: Draft, e: Body<'RuneChanneled'>): void {
  relocate(d, e.rune, { zone: 'runes', controller: e.seat, exhausted: e.exhausted });
}

export function evolveCardPlayed(d: Draft, e: Body<'CardPlayed'>): void {
  relocate(d, e.item.source, { zone: 'chain', controller: e.seat });
  d.setRoot('chain', [...d.state.chain, e.item]);
}

export function evolvePermanentEntered(d: Draft, e: Body<'PermanentEntered'>): void {
  d.setRoot('chain', d.state.chain.filter((item) => item.id !== e.object));
  const object = objectOf(d, e.object);
  if (e.place === 'base') relocate(d, e.object, { zone: 'base', exhausted: !e.ready });
  else relocate(d, e.object, { zone: 'battlefield', bf: e.place, exhausted: !e.ready });
  if (!object.token) countPlayed(d, object.controller);
}

export function countPlayed(d: Draft, seat: number): void {
  const state = d.state.seats[seat];
  if (state) d.setSeat(seat, 'cardsPlayed', state.cardsPlayed + 1);
}

export function evolveChainItemResolved(d: Draft, e: Body<'ChainItemResolved'>): void {
  const item = d.state.chain.find((candidate) => candidate.id === e.item);
  d.setRoot('chain', d.state.chain.filter((candidate) => candidate.id !== e.item));
  if (item?.kind === 'spell') {
    // A spell that banished itself while resolving ("banish this") stays banished.
    if (d.state.objects[item.source]?.zone === 'chain') relocate(d, item.source, { zone: 'trash' });
    countPlayed(d, item.controller);
  }
}

export function evolveChainItemCountered(d: Draft, e: Body<'ChainItemCountered'>): void {
  const item = d.state.chain.find((candidate) => candidate.id === e.item);
  d.setRoot('chain', d.state.chain.filter((candidate) => candidate.id !== e.item));
  if (item && item.kind !== 'ability' && item.kind !== 'trigger' && d.state.objects[item.source]?.zone === 'chain') {
    relocate(d, item.source, { zone: 'trash' });
  }
}

export function evolveChainItemControlChanged(d: Draft, e: Body<'ChainItemControlChanged'>): void {
  const item = d.state.chain.find((candidate) => candidate.id === e.item);
  if (!item) return;
  d.setRoot('chain', d.state.chain.map((candidate) => (candidate === item ? { ...candidate, controller: e.controller } : candidate)));
  // CR 1.3 188.4.b: an ability's source keeps its controller; a card on the chain changes with its item.
  if (item.id === item.source && d.state.objects[item.source]?.zone === 'chain') relocate(d, item.source, { zone: 'chain', controller: e.controller });
}

export function evolveChainItemChoicesChanged(d: Draft, e: Body<'ChainItemChoicesChanged'>): void {
  d.setRoot(
    'chain',
    d.state.chain.map((item) => {
      if (item.id !== e.item) return item;
      const { mode: _old, ...rest } = item;
      return e.mode === undefined ? { ...rest, targets: e.targets } : { ...rest, targets: e.targets, mode: e.mode };
    }),
  );
}

export function evolvePermanentKilled(d: Draft, e: Body<'PermanentKilled'>): void {
  const object = objectOf(d, e.object);
  if (cardOf(object).type === 'Unit') {
    const seat = d.state.seats[object.controller];
    if (seat) d.setSeat(object.controller, 'unitsDied', seat.unitsDied + 1);
  }
  relocate(d, e.object, { zone: 'trash' });
}

export function evolveCardDiscarded(d: Draft, e: Body<'CardDiscarded'>): void {
  relocate(d, e.card, { zone: 'trash' });
  recordDiscard(d, e.seat);
}

export function evolveCardReturnedToHand(d: Draft, e: Body<'CardReturnedToHand'>): void {
  relocate(d, e.card, { zone: 'hand' });
}

export function evolveCardReturnedToChampionZone(d: Draft, e: Body<'CardReturnedToChampionZone'>): void {
  relocate(d, e.card, { zone: 'championZone' });
}

export function evolveCardBanished(d: Draft, e: Body<'CardBanished'>): void {
  relocate(d, e.card, { zone: 'banishment' });
}

export function evolveCardHidden(d: Draft, e: Body<'CardHidden'>): void {
  relocate(d, e.card, { zone: 'facedown', bf: e.bf, controller: e.seat, hiddenTurn: d.state.turn.number });
}

export function evolveFacedownRemoved(d: Draft, e: Body<'FacedownCardRemoved'>): void {
  relocate(d, e.card, { zone: 'trash' });
}

export function evolveTokenCreated(d: Draft, e: Body<'TokenCreated'>): void {
  d.setRoot('nextId', d.state.nextId + 1);
  const clock = d.state.clock + 1;
  d.setRoot('clock', clock);
  const made = e.object;
  const object: GameObject = {
    id: made.id,
    card: made.card,
    owner: made.owner,
    controller: made.controller,
    zone: made.zone,
    bf: made.bf,
    stamp: made.stamp,
    exhausted: made.exhausted,
    damage: made.damage,
    buffs: made.buffs,
    stunned: made.stunned,
    role: made.role,
    since: clock,
    hiddenTurn: made.hiddenTurn,
    token: made.token,
  };
  d.setObject(object.id, object);
  if (object.zone === 'battlefield') {
    const bf = d.state.battlefields[object.bf];
    if (bf) d.setBattlefield(object.bf, 'units', [...bf.units, object.id]);
  } else {
    const seat = d.state.seats[object.controller];
    if (seat) d.setSeat(object.controller, 'base', [...seat.base, object.id]);
  }
}

export function evolveObjectRemoved(d: Draft, e: Body<'ObjectRemovedFromGame'>): void {
  relocate(d, e.object, { zone: 'removed' });
}

/** 140.3: a standard move exhausts the units as its cost; other moves do not. */
export function evolveUnitsMoved(d: Draft, e: Body<'UnitsMoved'>): void {
  const to: Destination =
    e.to === 'base'
      ? e.standard
        ? { zone: 'base', exhausted: true }
        : { zone: 'base' }
      : e.standard
        ? { zone: 'battlefield', bf: e.to, exhausted: true }
        : { zone: 'battlefield', bf: e.to };
  for (const unit of e.units) {
    relocate(d, unit, to);
    countMove(d, unit);
  }
}

/** Counts the move of a unit whose card cares how often it moved this turn (others are not
 * tracked, so their games keep their state and hashes). */
function countMove(d: Draft, unit: number): void {
  const object = objectOf(d, unit);
  if (!countsOwnMoves(cardOf(object))) return;
  const counts = d.state.movesThisTurn ?? [];
  const known = counts.find((entry) => entry.unit === unit && entry.stamp === object.stamp);
  const rest = counts.filter((entry) => entry !== known);
  d.setRoot('movesThisTurn', [...rest, { unit, stamp: object.stamp, count: (known?.count ?? 0) + 1 }]);
}

/** The permanent stays where it is, kept now by its new controller (a base is its controller's). */
export function evolveControlTaken(d: Draft, e: Body<'ControlTaken'>): void {
  const object = objectOf(d, e.object);
  relocate(d, e.object, { zone: object.zone, bf: object.bf, controller: e.controller });
  patchObject(d, e.object, 'role', null);
}

export function evolvePermanentRecalled(d: Draft, e: Body<'PermanentRecalled'>): void {
  relocate(d, e.object, e.exhausted ? { zone: 'base', exhausted: true } : { zone: 'base' });
  patchObject(d, e.object, 'role', null);
}
