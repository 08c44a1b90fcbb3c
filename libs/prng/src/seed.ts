/**
 * Turns any seed (a number or a string such as a tournament id plus a round number) into the
 * 128-bit state of the generator. cyrb128-style mixing: every input bit affects every state word,
 * so seeds that differ in one character give unrelated sequences.
 */
import type { PrngState } from './prng-state.js';

export function seedState(seed: string | number): PrngState {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const words: [number, number, number, number] = [
    (h1 ^ h2 ^ h3 ^ h4) >>> 0,
    (h2 ^ h1) >>> 0,
    (h3 ^ h1) >>> 0,
    (h4 ^ h1) >>> 0,
  ];
  // sfc32 must not start from the all-zero state; the counter word guarantees progress anyway,
  // but a zero `a` word would make the first outputs weak.
  if (words[0] === 0) words[0] = 0x9e3779b9;
  return { a: words[0], b: words[1], c: words[2], counter: words[3] };
}
