import { describe, it } from 'vitest';
import { threePlayerSetup } from '../testing/index.js';
import { checkBotGames, deck, PROPERTY_TIMEOUT_MS } from './property-runner.js';


describe('random-bot three-player games (property suite, test-only mode)', () => {
  it(
    'keep every invariant, replay exactly and leak nothing over 150 games',
    () => checkBotGames('ffa3', 150, (seed, variant) => threePlayerSetup([deck(variant), deck(variant + 1), deck(variant + 2)], seed), 303),
    PROPERTY_TIMEOUT_MS,
  );
});
