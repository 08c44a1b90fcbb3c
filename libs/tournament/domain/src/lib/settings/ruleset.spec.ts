/**
 * Issue 22 (ADR 0060): a tournament fixes its ruleset when it is created. New events play Core
 * Rules v1.4; an event stored before rulesets were recorded was created under v1.0 and keeps it,
 * so its later rounds are played, and its decklists checked, by the v1.0 engine.
 */
import { describe, expect, it } from 'vitest';
import { created, organizer } from '../../testing/fixtures.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import { initialTournamentState } from '../state/tournament.state.js';
import { buildSettings } from './build-settings.js';

describe('the ruleset of a tournament', () => {
  it('is Core Rules v1.4 for a new event', () => {
    const built = buildSettings({ name: 'Summer Open', mode: 'duel' });
    expect(built.ok && built.settings.ruleset).toBe('CR 1.4');
  });

  it('is recorded in TournamentCreated and read back', () => {
    const state = evolveTournament(initialTournamentState(), created());
    expect(state.status !== 'none' && state.settings.ruleset).toBe('CR 1.4');
  });

  it('is Core Rules v1.0 for an event stored before rulesets were recorded', () => {
    const event = created();
    if (event.type !== 'TournamentCreated') throw new Error('not a creation');
    const { ruleset: _ruleset, ...stored } = event.data.settings;
    const old: TournamentEvent = { type: 'TournamentCreated', data: { ...event.data, organizerId: organizer.accountId, settings: stored } };
    const state = evolveTournament(initialTournamentState(), old);
    expect(state.status !== 'none' && state.settings.ruleset).toBe('CR 1.0');
  });
});
