import { describe, it } from 'vitest';
import { duelSetup } from '../testing/index.js';
import { checkBotGames, deck, PROPERTY_TIMEOUT_MS } from './property-runner.js';


describe('random-bot Duel games, part A (property suite)', () => {
  it(
    'keep every invariant, replay exactly and leak nothing over 350 games',
    () => checkBotGames('duel-a', 350, (seed, variant) => duelSetup([deck(variant), deck(variant >> 2)], seed), 301),
    PROPERTY_TIMEOUT_MS,
  );
});
