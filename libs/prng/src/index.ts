export type { PrngState } from './prng-state.js';
export { Random } from './random.js';
export { seedState } from './seed.js';
