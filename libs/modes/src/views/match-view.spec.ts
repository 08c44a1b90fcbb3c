import { describe, expect, it } from 'vitest';
import { MatchTable } from '../spec-support/match-fixtures.js';
import { matchViewFor } from './match-view.js';
import { redactMatchEvent } from './redact-match-event.js';

describe('what a viewer sees of a match', () => {
  const table = MatchTable.of('match');
  table.decide(1, { type: 'chooseBattlefield', card: 'OGN-283' });

  it('shows a player its own deck only, a spectator none, a judge all', () => {
    expect(matchViewFor(table.match, { kind: 'seat', seat: 0 }).decks.map((deck) => deck !== null)).toEqual([true, false]);
    expect(matchViewFor(table.match, { kind: 'spectator' }).decks).toEqual([null, null]);
    expect(matchViewFor(table.match, { kind: 'judge' }).decks).toEqual(table.match.decks);
  });

  it('never shows the seed or the generator state except to a judge', () => {
    expect(matchViewFor(table.match, { kind: 'seat', seat: 0 })).toMatchObject({ seed: null, rng: null });
    expect(matchViewFor(table.match, { kind: 'judge' })).toMatchObject({ seed: table.match.seed, rng: table.match.rng });
    const [created] = table.eventsOf('MatchCreated');
    if (!created) throw new Error('no MatchCreated');
    expect(redactMatchEvent(created, { kind: 'spectator' })).toMatchObject({ type: 'MatchCreated', seed: null, rng: null, decks: [null, null] });
    for (const event of table.events) {
      if ('rng' in event && event.type !== 'MatchCreated') expect(redactMatchEvent(event, { kind: 'seat', seat: 0 })).toMatchObject({ rng: null });
    }
  });

  it('shows a secret battlefield choice as made but hidden, except to its seat and a judge (645.5)', () => {
    expect(matchViewFor(table.match, { kind: 'seat', seat: 0 }).phase).toMatchObject({ choices: [null, 'hidden'] });
    expect(matchViewFor(table.match, { kind: 'spectator' }).phase).toMatchObject({ choices: [null, 'hidden'] });
    expect(matchViewFor(table.match, { kind: 'seat', seat: 1 }).phase).toMatchObject({ choices: [null, 'OGN-283'] });
    expect(matchViewFor(table.match, { kind: 'judge' }).phase).toMatchObject({ choices: [null, 'OGN-283'] });
  });
});
