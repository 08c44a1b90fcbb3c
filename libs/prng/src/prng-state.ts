/**
 * The whole state of the generator as plain data: four unsigned 32-bit words. It is what a game
 * or a pairing run stores, so a replay continues the exact same sequence.
 */
export interface PrngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly counter: number;
}
