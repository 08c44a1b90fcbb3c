/**
 * Identifiers. A seat is the index of a player in the game setup; objects are referred to only by
 * id, never by reference, so the state stays plain serializable data.
 */
export type Seat = number;
/** Object ids are small integers: the index of the object in `GameState.objects`. */
export type ObjectId = number;
/** Canonical card code of `cards.json`, e.g. `OGN-240`; tokens use their printed token code. */
export type CardId = string;

/** 133: the six domains, spelled as in the card facts. */
export type Domain = 'Fury' | 'Calm' | 'Mind' | 'Body' | 'Chaos' | 'Order';
export const DOMAINS: readonly Domain[] = ['Fury', 'Calm', 'Mind', 'Body', 'Chaos', 'Order'];

/** A location on the board (106): a player's base or a battlefield by index. */
export type Place = 'base' | number;
