/**
 * The event's date decides format legality (TR 2026-07-16 601.3.c): sets become legal and cards
 * banned from a day, and a list is checked against the format as it stands on the day the event
 * is played (`startsOn`), not on the day it is submitted or corrected. An event without a date
 * (created before it was a setting) checks as of the day of submission.
 */
import { CATALOG } from '@arbiter/cards';
import { deckCodeOf, type Decklist } from '@arbiter/decks';
import { JINX_DECK, JINX_FILLER, realisticDeck } from '@arbiter/decks/testing';
import { describe, expect, it } from 'vitest';
import { created, decklist, judge, playerActor, registered, settings, staffAssigned, started, tournament } from '../../testing/fixtures.js';
import { decideCorrectDecklist } from '../commands/decklist-staff.js';
import { decideCreateTournament } from '../commands/create-tournament.js';
import { decideSubmitDecklist } from '../commands/submit-decklist.js';
import type { StoredSettings } from '../events/tournament.events.js';
import { buildSettings } from '../settings/build-settings.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import { initialTournamentState } from '../state/tournament.state.js';

const codeOf = (deck: Decklist): string => {
  const encoded = deckCodeOf(deck);
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
};
/** The Jinx deck with Fight or Flight (OGN-168), which Standard bans from 2026-04-29 (TR 2026-07-16 601.2.d.2.a). */
const WITH_BANNED_CARD = codeOf({ ...JINX_DECK, mainDeck: [...JINX_DECK.mainDeck.filter((entry) => entry.code !== JINX_FILLER[12]), { code: 'OGN-168', count: 1 }] });
/** A legal deck of a Vendetta legend: Standard has Vendetta from its release on 2026-07-31 (TR 2026-07-16 601.3.c.5.a). */
const VENDETTA_DECK = (() => {
  const legend = CATALOG.cards.find((card) => card.type === 'Legend' && card.set === 'VEN');
  if (!legend) throw new Error('no Vendetta legend in the catalog');
  return codeOf(realisticDeck(legend.id, { seed: 'event-date', sideboard: 0 }));
})();

const eventOn = (startsOn: string | null) => tournament([created({ mode: 'duel', ...(startsOn ? { startsOn } : {}) }), registered(1)]);
const submitted = (deckCode: string, now: string) => ({ type: 'SubmitDecklist', actor: playerActor(1), playerId: 'p1', source: { kind: 'code', deckCode }, now }) as const;
const violationCodes = (decision: ReturnType<typeof decideSubmitDecklist>) =>
  decision.ok ? [] : ((decision.error.details?.['violations'] ?? []) as { code: string }[]).map((violation) => violation.code);

describe('format legality on the event date (TR 2026-07-16 601.3.c)', () => {
  it('TR 2026-07-16 601.2.d: a card banned from a day is legal in an event before that day, even in a list submitted after it', () => {
    const decision = decideSubmitDecklist(submitted(WITH_BANNED_CARD, '2026-05-02T09:00:00.000Z'), eventOn('2026-04-25'));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'DecklistSubmitted' }] });
  });

  it('TR 2026-07-16 601.2.d: the same card is refused in an event on or after the day of its ban, even in a list submitted before it', () => {
    expect(violationCodes(decideSubmitDecklist(submitted(WITH_BANNED_CARD, '2026-04-20T09:00:00.000Z'), eventOn('2026-04-29')))).toEqual(['deck/banned_card']);
  });

  it('TR 2026-07-16 601.3.c.5.a: a set that becomes legal before the event counts, though the list came earlier', () => {
    expect(decideSubmitDecklist(submitted(VENDETTA_DECK, '2026-07-20T09:00:00.000Z'), eventOn('2026-08-15'))).toMatchObject({ ok: true });
  });

  it('TR 2026-07-16 601.3.c.5.a: a set that becomes legal after the event does not count, though the list came later', () => {
    const decision = decideSubmitDecklist(submitted(VENDETTA_DECK, '2026-08-02T09:00:00.000Z'), eventOn('2026-07-25'));
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL', ruleRef: 'TR 2026-07-16 601.2.a' } });
    expect(!decision.ok && decision.error.message).toContain('legal in Standard from 2026-07-31');
  });

  it('an event without a date checks a list as of the day it is submitted', () => {
    expect(decideSubmitDecklist(submitted(WITH_BANNED_CARD, '2026-04-28T23:59:00.000Z'), eventOn(null))).toMatchObject({ ok: true });
    expect(violationCodes(decideSubmitDecklist(submitted(WITH_BANNED_CARD, '2026-04-29T00:00:00.000Z'), eventOn(null)))).toEqual(['deck/banned_card']);
  });

  it('a judge corrects a list against the format of the event date too', () => {
    const running = tournament([created({ mode: 'duel', startsOn: '2026-04-25' }), staffAssigned(judge, 'judge'), registered(1), registered(2), decklist(1), decklist(2), started()]);
    const correction = { type: 'CorrectDecklist', actor: judge, playerId: 'p1', source: { kind: 'code', deckCode: WITH_BANNED_CARD }, reason: 'the list the player presented', now: '2026-05-02T09:00:00.000Z' } as const;
    expect(decideCorrectDecklist(correction, running)).toMatchObject({ ok: true });
  });
});

describe('the event date as a setting', () => {
  it('is stored with the event and read back', () => {
    const decision = decideCreateTournament(
      { type: 'CreateTournament', tournamentId: 't1', actor: { accountId: 'acc-org', organizer: true }, settings: { name: 'Summer Open', mode: 'duel', startsOn: ' 2026-08-15 ' }, now: '2026-06-01T09:00:00.000Z' },
      initialTournamentState(),
    );
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'TournamentCreated', data: { settings: { startsOn: '2026-08-15' } } }] });
    const state = (decision.ok ? decision.events : []).reduce(evolveTournament, initialTournamentState());
    expect(state.status !== 'none' && state.settings.startsOn).toBe('2026-08-15');
  });

  it.each(['2026-8-15', '2026-02-30', '2026-13-01', '15.08.2026', '2026-08-15T10:00:00Z'])('refuses %s: not a day of the calendar (TOURNAMENT.INVALID_SETTINGS)', (startsOn) => {
    expect(buildSettings({ name: 'Summer Open', mode: 'duel', startsOn })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'startsOn' } },
    });
  });

  it('takes 29 February in a leap year only', () => {
    expect(buildSettings({ name: 'Leap Cup', mode: 'duel', startsOn: '2028-02-29' })).toMatchObject({ ok: true });
    expect(buildSettings({ name: 'Leap Cup', mode: 'duel', startsOn: '2027-02-29' })).toMatchObject({ ok: false });
  });

  it('an event stored before the date was a setting has none', () => {
    const { startsOn: _startsOn, ...older }: StoredSettings = settings({ mode: 'duel' });
    const state = evolveTournament(initialTournamentState(), { type: 'TournamentCreated', data: { tournamentId: 't1', organizerId: 'acc-org', settings: older, at: '2026-01-01T00:00:00.000Z' } });
    expect(state.status !== 'none' && state.settings.startsOn).toBeNull();
  });
});
