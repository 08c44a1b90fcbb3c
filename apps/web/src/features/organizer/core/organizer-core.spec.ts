import { describe, expect, it } from 'vitest';
import { decklistsCsv, pairingsCsv, standingsCsv, toCsv } from './export.js';
import { CATALOG_SETS } from '@arbiter/cards/facts';
import { deadlineInstant, defaultSettings, emptyFormat, formatSets, settingsInput } from './settings-form.js';
import { collate } from './slips.js';

describe('exports', () => {
  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], ['=SUM(A1)', null], ['line\nbreak', 3]])).toBe(
      'a,b\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),\r\n"line\nbreak",3\r\n',
    );
  });

  it('writes standings with their tiebreakers, pairings by table with byes, and decklists one card a row', () => {
    const standings = standingsCsv([
      { rank: 1, entrant: { id: 'a', name: 'Ann' }, points: 6, wins: 2, losses: 0, draws: 0, dropped: false, tiebreakers: [{ id: 'omw', value: 0.5 }] },
    ]);
    expect(standings).toBe('rank,entrant_id,name,points,wins,losses,draws,dropped,omw\r\n1,a,Ann,6,2,0,0,false,0.5\r\n');
    const pairings = pairingsCsv({ round: 2, tables: [{ table: 1, matchId: 'm1', entrants: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }] }], byes: [{ id: 'c', name: 'Cy' }] });
    expect(pairings).toBe('round,table,match_id,seat1_id,seat1_name,seat2_id,seat2_name\r\n2,1,m1,a,Ann,b,Bo\r\n2,,,c,Cy,,\r\n');
    const lists = decklistsCsv([
      { id: 'p1', displayName: 'Ann', decklist: { deckCode: 'CODE', chosenChampion: 'OGN-1', cards: [{ cardCode: 'OGN-1', count: 1 }, { cardCode: 'OGN-2', count: 3 }] } },
      { id: 'p2', displayName: 'Bo', decklist: null },
    ]);
    expect(lists.split('\r\n')).toEqual(['player_id,name,deck_code,chosen_champion,card_code,count', 'p1,Ann,CODE,OGN-1,OGN-1,1', 'p1,Ann,CODE,OGN-1,OGN-2,3', '']);
  });
});

describe('match slips', () => {
  it('collate so that a cut stack comes out by table', () => {
    expect(collate([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([1, 4, 7, 2, 5, 8, 3, 6, 9]);
    expect(collate([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });
});

describe('the create-event form', () => {
  it('leaves empty fields out, so the api applies its recommended settings', () => {
    expect(settingsInput({ ...defaultSettings, name: '  Spring Open ' })).toEqual({
      name: 'Spring Open',
      mode: 'match',
      topCut: 0,
      enforcementLevel: 1,
      decklistRequired: true,
      resultPolicy: 'both_confirm',
      pairing: 'manual',
      publicView: true,
    });
  });

  it('sends every setting that is filled in', () => {
    const input = settingsInput({
      ...defaultSettings,
      name: 'Pods',
      mode: 'ffa3',
      swissRounds: '4',
      roundTimeMinutes: '50',
      lateRegistrationUntilRound: '2',
      points: { win: '3', draw: '1', loss: '0', bye: '3' },
      placementPoints: '4, 2, 0',
      tiebreakers: ['buchholz', 'random'],
      inviteCode: ' PODS ',
    });
    expect(input).toMatchObject({
      swissRounds: 4,
      roundTimeMinutes: 50,
      lateRegistrationUntilRound: 2,
      matchPoints: { win: 3, draw: 1, loss: 0, bye: 3 },
      placementPoints: [4, 2, 0],
      tiebreakers: ['buchholz', 'random'],
      inviteCode: 'PODS',
    });
  });

  it('sends the event date, the decklist settings and staff who play', () => {
    const input = settingsInput({
      ...defaultSettings,
      name: 'Dated',
      startsOn: '2026-08-15',
      organizedPlayLevel: 'casual',
      staffMayPlay: true,
      openDecklists: true,
      decklistDeadline: '2026-08-14T20:00',
      allowPreconstructedBannedCards: true,
    });
    expect(input).toMatchObject({ startsOn: '2026-08-15', organizedPlayLevel: 'casual', staffMayPlay: true, openDecklists: true, allowPreconstructedBannedCards: true });
    // The deadline is the local time as an instant with its offset, as the api wants it.
    expect(input.decklistDeadline).toBe(new Date('2026-08-14T20:00').toISOString());
    expect(input).not.toHaveProperty('format');
  });

  it('sends the organizer’s own format with its sets in Standard’s order, its bans and products; Standard only with products', () => {
    const custom = settingsInput({
      ...defaultSettings,
      name: 'Custom',
      format: {
        kind: 'custom',
        id: ' origins-cup ',
        name: ' Origins Cup ',
        sets: ['OGN', 'OGS'],
        bans: [{ card: ' Scrapheap ', from: '2026-09-01' }, { card: '', from: '' }],
        sideboardSize: '8',
        preconstructedDecks: [{ name: ' Jinx deck ', deckCode: ' CODE ' }],
      },
    });
    expect(custom.format).toEqual({
      id: 'origins-cup',
      name: 'Origins Cup',
      sets: ['OGS', 'OGN'],
      bans: [{ card: 'Scrapheap', from: '2026-09-01' }],
      sideboardSize: 8,
      preconstructedDecks: [{ name: 'Jinx deck', deckCode: 'CODE' }],
    });
    const standard = settingsInput({ ...defaultSettings, name: 'Std', format: { ...emptyFormat, preconstructedDecks: [{ name: 'Jinx deck', deckCode: 'CODE' }] } });
    expect(standard.format).toEqual({ id: 'standard', preconstructedDecks: [{ name: 'Jinx deck', deckCode: 'CODE' }] });
  });

  it('passes a deadline the browser cannot read as typed, so the server names the problem', () => {
    expect(deadlineInstant('tomorrow')).toBe('tomorrow');
  });

  it('offers exactly the sets of the card catalog', () => {
    expect([...formatSets].sort()).toEqual([...CATALOG_SETS].sort());
  });
});
