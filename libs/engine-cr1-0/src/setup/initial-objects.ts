/** 111-114: the objects of one seat at the start of a game, with shuffled decks. */
import type { Random } from '@arbiter/prng';
import { canonicalCardCode, cardDefinition } from '../cards/card-registry.js';
import type { Deck } from '../deck/deck.js';
import type { GameObject, ZoneName } from '../model/game-object.js';
import type { SeatState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { EMPTY_POOL } from '../state/evolve-board.js';

export interface SeatSetup {
  readonly seat: SeatState;
  readonly objects: readonly GameObject[];
}

export function newObject(id: ObjectId, card: string, seat: Seat, zone: ZoneName): GameObject {
  return {
    id,
    card,
    owner: seat,
    controller: seat,
    zone,
    bf: -1,
    stamp: 0,
    exhausted: false,
    damage: 0,
    buffs: 0,
    stunned: false,
    role: null,
    since: 0,
    hiddenTurn: 0,
    token: false,
  };
}

/** Object ids are given after shuffling, so an id says nothing about a hidden card. */
export function setUpSeat(seat: Seat, deck: Deck, random: Random, nextId: () => ObjectId): SeatSetup {
  const objects: GameObject[] = [];
  const make = (card: string, zone: ZoneName): ObjectId => {
    const object = newObject(nextId(), canonicalCardCode(card), seat, zone);
    objects.push(object);
    return object.id;
  };
  const legend = make(deck.legend, 'legendZone');
  const championZone = make(deck.champion, 'championZone');
  // Built by pushing rather than `map`: `map` makes a holey array, and zone lists that are
  // sometimes holey and sometimes not make the code that walks them see two array shapes.
  const mainDeck: ObjectId[] = [];
  for (const card of random.shuffle(deck.mainDeck)) mainDeck.push(make(card, 'mainDeck'));
  const runeDeck: ObjectId[] = [];
  for (const card of random.shuffle(deck.runes)) runeDeck.push(make(card, 'runeDeck'));
  return {
    objects,
    seat: {
      seat,
      identity: cardDefinition(canonicalCardCode(deck.legend)).domains,
      legend,
      championZone,
      mainDeck,
      runeDeck,
      hand: [],
      trash: [],
      banishment: [],
      setAside: [],
      base: [],
      runes: [],
      pool: EMPTY_POOL,
      cardsPlayed: 0,
      unitsDied: 0,
      turnsTaken: 0,
      removed: null,
    },
  };
}
