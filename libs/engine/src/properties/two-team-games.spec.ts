import { describe, it } from 'vitest';
import { twoTeamsSetup } from '../testing/index.js';
import { checkBotGames, deck, PROPERTY_TIMEOUT_MS } from './property-runner.js';


describe('random-bot two-team games (property suite, test-only mode)', () => {
  it(
    'keep every invariant, replay exactly and leak nothing over 150 games',
    () => checkBotGames('2v2', 150, (seed, variant) => twoTeamsSetup([deck(variant), deck(variant + 1), deck(variant + 2), deck(variant + 3)], seed), 304),
    PROPERTY_TIMEOUT_MS,
  );
});
