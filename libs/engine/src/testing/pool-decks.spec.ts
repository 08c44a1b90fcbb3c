import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../deck/validate-deck.js';
import { poolDeckForLegend, supportedCardPool } from './pool-decks.js';

describe('poolDeckForLegend', () => {
  const legends = supportedCardPool().legends.map((pool) => pool.legend);

  it('builds a legal deck led by each supported legend, for three battlefields or one (CR 1.4 103.2, CR 1.3 103.3.a)', () => {
    const random = Random.seeded('pool-deck-for-legend');
    for (const legend of legends) {
      for (const battlefieldsPerDeck of [3, 1]) {
        const deck = poolDeckForLegend(random, legend, { battlefieldsPerDeck });
        expect(deck.legend).toBe(legend);
        expect(deck.battlefields).toHaveLength(battlefieldsPerDeck);
        expect(validateDeck({ battlefieldsPerDeck }, deck)).toEqual([]);
      }
    }
  });

  it('leaves out the excluded cards and takes the favoured ones its legend may hold', () => {
    const random = Random.seeded('pool-deck-exclude');
    const [legend] = supportedCardPool().legends;
    if (!legend) throw new Error('no supported legend');
    const [excluded, favoured] = legend.mainDeck.filter((card) => card.supertype !== 'Champion').map((card) => card.id);
    const battlefield = supportedCardPool().battlefields[0] as string;
    for (let n = 0; n < 20; n++) {
      const deck = poolDeckForLegend(random, legend.legend, { exclude: new Set([excluded as string, battlefield]), favoured: new Set([favoured as string]) });
      expect(deck.mainDeck).not.toContain(excluded);
      expect(deck.battlefields).not.toContain(battlefield);
      expect(deck.mainDeck).toContain(favoured);
    }
  });

  it('refuses a legend it cannot build for', () => {
    expect(() => poolDeckForLegend(Random.seeded('x'), 'OGN-001')).toThrow('no pool deck for OGN-001');
  });
});
