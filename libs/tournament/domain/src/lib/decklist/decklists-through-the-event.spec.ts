/**
 * Decklists through the event (issue 21 items 2-7, issue 18 item 11): every legal deck of every
 * set registers by code, flat list or pasted text; illegal ones are refused with the most
 * important violation first; lists lock at the start and afterwards change only as audited
 * corrections; judges record deck checks; the organizer publishes lists.
 */
import { CATALOG } from '@arbiter/cards';
import { cardListOf, deckCodeOf, formatDeckText } from '@arbiter/decks';
import { deckOfEachLegend } from '@arbiter/decks/testing';
import { describe, expect, it } from 'vitest';
import { created, decklist, headJudge, judge, organizer, paired, playerActor, registered, staffAssigned, started, table, tournament } from '../../testing/fixtures.js';
import { decideCorrectDecklist, decidePublishDecklists, decideRecordDeckCheck } from '../commands/decklist-staff.js';
import { decideSubmitDecklist, type DecklistSource } from '../commands/submit-decklist.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import type { TournamentState } from '../state/tournament.state.js';

/** After Vendetta's release (2026-07-31), so every set of Standard is legal. */
const LATER = '2026-11-25T10:00:00.000Z';
const apply = (state: TournamentState, events: readonly TournamentEvent[]) => events.reduce(evolveTournament, state);
const submit = (source: DecklistSource, actor = playerActor(1), playerId = 'p1') => ({ type: 'SubmitDecklist', actor, playerId, source, now: LATER }) as const;
const decks = deckOfEachLegend({ seed: 'tournament-registration', printings: 'varied', sideboard: 8 });
const registration = tournament([created(), registered(1), registered(2)]);
const code = (index: number): string => {
  const encoded = deckCodeOf(decks[index]?.decklist ?? decks[0]!.decklist);
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
};

describe('registering every legal deck (issue 21 items 2, 5, 6)', () => {
  it.each(decks.map(({ legend, decklist: deck }, index) => [`${legend.set} ${legend.name}`, deck, index] as const))(
    'registers a realistic deck of %s by code, by flat list and by pasted text',
    (_name, deck, index) => {
      expect(decideSubmitDecklist(submit({ kind: 'code', deckCode: code(index) }), registration)).toMatchObject({ ok: true });
      const flat = cardListOf(deck);
      expect(decideSubmitDecklist(submit({ kind: 'list', cards: flat.cards, sideboard: flat.sideboard, chosenChampion: flat.chosenChampion }), registration)).toMatchObject({ ok: true });
      expect(decideSubmitDecklist(submit({ kind: 'text', text: formatDeckText(deck) }), registration)).toMatchObject({ ok: true });
    },
  );

  it('registers decks with Unleashed and Vendetta cards from their codes and keeps the code', () => {
    const newer = decks.map((entry, index) => [entry, index] as const).filter(([entry]) => entry.legend.set === 'UNL' || entry.legend.set === 'VEN');
    expect(newer.length).toBeGreaterThan(0);
    for (const [, index] of newer) {
      const decision = decideSubmitDecklist(submit({ kind: 'code', deckCode: code(index) }), registration);
      expect(decision).toMatchObject({ ok: true, events: [{ type: 'DecklistSubmitted', data: { deckCode: code(index) } }] });
    }
  });

  it('refuses a pasted list with an unknown name, naming its line (DECKLIST.INVALID_TEXT)', () => {
    const text = formatDeckText(decks[0]!.decklist).replace(/\n(\d) ([^\n]+)\n/, '\n$1 Nobody Knows This Card\n');
    const decision = decideSubmitDecklist(submit({ kind: 'text', text }), registration);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.INVALID_TEXT', details: { lines: [expect.objectContaining({ code: 'DECK_TEXT.UNKNOWN_CARD', text: expect.stringContaining('Nobody Knows This Card') })] } } });
    expect(!decision.ok && decision.error.message).toMatch(/line \d+/);
  });

  it('heads the refusal with the most important violation and lists every one with rule and card (item 8)', () => {
    const deck = decks[0]!.decklist;
    const [first, ...rest] = deck.mainDeck;
    const broken = { ...deck, mainDeck: [{ ...first!, count: first!.count + 2 }, ...rest], unsorted: [{ code: 'RAD-005', count: 1 }] };
    const flat = cardListOf(broken);
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards: flat.cards, chosenChampion: flat.chosenChampion }), registration);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL', ruleRef: 'TR 2026-07-16 401.2' } });
    const violations = (!decision.ok && (decision.error.details?.['violations'] as { code: string; ruleRef: string; card?: string }[])) || [];
    expect(violations[0]).toMatchObject({ code: 'deck/unknown_card', card: 'RAD-005' });
    expect(violations).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'deck/too_many_copies', ruleRef: expect.stringContaining('103.2.b'), card: expect.any(String) })]));
  });

  it('checks the tournament format: a card banned in Standard is refused with the ban (TR 2026-07-16 601.2.d)', () => {
    const banned = CATALOG.cards.find((card) => card.name === 'Scrapheap');
    expect(banned).toBeDefined();
    const deck = decks.find(({ decklist: d }) => d.mainDeck.length > 0)!.decklist;
    const flat = cardListOf({ ...deck, mainDeck: [...deck.mainDeck.slice(1), { code: banned!.id, count: deck.mainDeck[0]!.count }] });
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards: flat.cards, chosenChampion: flat.chosenChampion }), registration);
    expect(!decision.ok && (decision.error.details?.['violations'] as { code: string }[]).map((v) => v.code)).toContain('deck/banned_card');
  });

  it('uses an organizer-defined format: a set outside it is refused (TR 2026-07-16 601.2.a)', () => {
    const originsOnly = tournament([created({ format: { id: 'origins-only', name: 'Origins only', sets: ['OGN'] } }), registered(1)]);
    const unleashed = decks.findIndex((entry) => entry.legend.set === 'UNL');
    const decision = decideSubmitDecklist(submit({ kind: 'code', deckCode: code(unleashed) }), originsOnly);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL', details: { violations: expect.arrayContaining([expect.objectContaining({ code: 'deck/card_not_in_format' })]) } } });
  });
});

describe('the decklist deadline (item 7)', () => {
  const withDeadline = tournament([created({ decklistDeadline: '2026-11-25T09:00:00Z' }), registered(1)]);

  it('refuses a player after the deadline and lets the organizer still enter a list', () => {
    expect(decideSubmitDecklist(submit({ kind: 'code', deckCode: code(0) }), withDeadline)).toMatchObject({ ok: false, error: { code: 'DECKLIST.DEADLINE_PASSED' } });
    expect(decideSubmitDecklist(submit({ kind: 'code', deckCode: code(0) }, organizer), withDeadline)).toMatchObject({ ok: true });
    expect(decideSubmitDecklist({ ...submit({ kind: 'code', deckCode: code(0) }), now: '2026-11-25T08:59:59.000Z' }, withDeadline)).toMatchObject({ ok: true });
  });
});

describe('after the lock: corrections, deck checks and publication (item 7, issue 18 item 11)', () => {
  const running = tournament([created(), staffAssigned(headJudge, 'head_judge'), staffAssigned(judge, 'judge'), registered(1), registered(2), decklist(1), decklist(2), started()]);
  const correct = (actor = judge, reason = 'presented deck differs: 703.3.b.2') =>
    ({ type: 'CorrectDecklist', actor, playerId: 'p1', source: { kind: 'code', deckCode: code(1) }, reason, now: LATER }) as const;

  it('lets a judge correct a list with a reason, keeping the list before (DecklistCorrected)', () => {
    const decision = decideCorrectDecklist(correct(), running);
    expect(decision).toMatchObject({
      ok: true,
      events: [{ type: 'DecklistCorrected', data: { playerId: 'p1', deckCode: code(1), reason: 'presented deck differs: 703.3.b.2', correctedBy: judge.accountId, previous: { cards: [] } } }],
    });
    const after = apply(running, decision.ok ? decision.events : []);
    expect(after.status !== 'none' && after.players['p1']?.decklist).toMatchObject({ deckCode: code(1), corrections: [{ reason: 'presented deck differs: 703.3.b.2', correctedBy: judge.accountId }] });
  });

  it('refuses a correction by the player, without a reason, or to an illegal list', () => {
    expect(decideCorrectDecklist(correct(playerActor(1)), running)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideCorrectDecklist(correct(judge, '  '), running)).toMatchObject({ ok: false, error: { code: 'DECKLIST.REASON_REQUIRED' } });
    const illegal = { ...correct(), source: { kind: 'list', cards: [{ cardCode: 'OGN-001', count: 3 }], chosenChampion: null } } as const;
    expect(decideCorrectDecklist(illegal, running)).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL' } });
  });

  const check = (outcome: string, differences: string | null, incidentId: string | null = null, actor = judge) =>
    ({ type: 'RecordDeckCheck', actor, checkId: 'c1', playerId: 'p1', outcome, differences, incidentId, now: LATER }) as const;

  it('records a deck check: ok, or the differences found linked to the incident (DeckChecked, TR 2026-07-16 411)', () => {
    expect(decideRecordDeckCheck(check('ok', null), running)).toMatchObject({ ok: true, events: [{ type: 'DeckChecked', data: { outcome: 'ok', differences: null, round: 0 } }] });
    const incident: TournamentEvent = {
      type: 'IncidentRecorded',
      data: { incidentId: 'i1', playerId: 'p1', entrantId: 'p1', round: 0, matchId: null, category: 'deck_error', measure: 'warning', description: 'one card short', correction: null, judgeAccountId: judge.accountId, at: LATER },
    };
    const withIncident = apply(running, [incident]);
    const decision = decideRecordDeckCheck(check('differences', '2 copies of a unit instead of 3', 'i1'), withIncident);
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'DeckChecked', data: { outcome: 'differences', incidentId: 'i1' } }] });
    const after = apply(withIncident, decision.ok ? decision.events : []);
    expect(after.status !== 'none' && after.deckChecks['c1']).toMatchObject({ playerId: 'p1', incidentId: 'i1' });
  });

  it('refuses a deck check by a player, without the differences, or linked to an unknown incident', () => {
    expect(decideRecordDeckCheck(check('ok', null, null, playerActor(2)), running)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideRecordDeckCheck(check('differences', null), running)).toMatchObject({ ok: false, error: { code: 'DECK_CHECK.DIFFERENCES_REQUIRED' } });
    expect(decideRecordDeckCheck(check('maybe', null), running)).toMatchObject({ ok: false, error: { code: 'DECK_CHECK.INVALID_OUTCOME' } });
    expect(decideRecordDeckCheck(check('differences', 'a card', 'nope'), running)).toMatchObject({ ok: false, error: { code: 'INCIDENT.NOT_FOUND' } });
  });

  const publish = (scope: string, actor = organizer) => ({ type: 'PublishDecklists', actor, scope, now: LATER }) as const;

  it('publishes every list only after the event, and the top cut once it is cut', () => {
    expect(decidePublishDecklists(publish('all'), running)).toMatchObject({ ok: false, error: { code: 'DECKLIST.NOT_PUBLISHABLE_YET' } });
    expect(decidePublishDecklists(publish('top_cut'), running)).toMatchObject({ ok: false, error: { code: 'DECKLIST.NOT_PUBLISHABLE_YET' } });
    expect(decidePublishDecklists(publish('all', judge), running)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    const cut = apply(running, [paired(1, [table(1, 1, ['p1', 'p2'])]), { type: 'TopCutStarted', data: { size: 2, seeds: ['p2', 'p1'], at: LATER } }]);
    expect(decidePublishDecklists(publish('top_cut'), cut)).toMatchObject({ ok: true, events: [{ type: 'DecklistsPublished', data: { scope: 'top_cut', playerIds: ['p2', 'p1'] } }] });
    const finished = apply(cut, [{ type: 'TournamentFinished', data: { champions: ['p2'], at: LATER } }]);
    const decision = decidePublishDecklists(publish('all'), finished);
    expect(decision).toMatchObject({ ok: true, events: [{ data: { scope: 'all', playerIds: ['p1', 'p2'] } }] });
    const published = apply(finished, decision.ok ? decision.events : []);
    expect(published.status !== 'none' && Object.values(published.players).map((player) => player.decklist?.published)).toEqual([true, true]);
  });
});
