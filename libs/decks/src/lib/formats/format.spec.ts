import { describe, expect, it } from 'vitest';
import { banInEffect, defineFormat } from './format.js';
import { STANDARD } from './standard.js';

describe('Standard (TR 2026-07-16 601.3.c)', () => {
  it('TR 2026-07-16 601.3.c: OGS, OGN, SFD, UNL and VEN, Vendetta from its release on 2026-07-31', () => {
    expect(STANDARD.sets.map((entry) => entry.set)).toEqual(['OGS', 'OGN', 'SFD', 'UNL', 'VEN']);
    expect(STANDARD.sets.find((entry) => entry.set === 'VEN')?.legalFrom).toBe('2026-07-31');
    expect(STANDARD.sets.find((entry) => entry.set === 'UNL')).toEqual({ set: 'UNL', legalFrom: '2026-05-08', legalFromByRegion: { CN: '2026-04-10' } });
  });

  it('TR 2026-07-16 601.2.d.2.a: bans Fight or Flight, Scrapheap and Reaver\'s Row, each with its date and source', () => {
    expect(STANDARD.bans.map(({ card, name, from }) => ({ card, name, from }))).toEqual([
      { card: 'OGN-168', name: 'Fight or Flight', from: '2026-04-29' },
      { card: 'OGN-182', name: 'Scrapheap', from: '2026-04-29' },
      { card: 'OGN-285', name: "Reaver's Row", from: '2026-04-29' },
    ]);
    expect(STANDARD.bans.every((ban) => ban.source.includes('601.2.d.2.a'))).toBe(true);
  });

  it('TR 2026-07-16 601.1.c.1: a sideboard of up to 10 cards', () => {
    expect(STANDARD.sideboardSize).toBe(10);
  });

  it('a ban is in effect from its day on', () => {
    const [ban] = STANDARD.bans;
    expect(ban && [banInEffect(ban, '2026-04-28'), banInEffect(ban, '2026-04-29'), banInEffect(ban, undefined)]).toEqual([false, true, true]);
  });
});

describe('custom formats', () => {
  it('an organizer defines a format of some sets with bans by name or code', () => {
    const result = defineFormat({ id: 'origins-cup', name: 'Origins Cup', sets: ['ogn', { set: 'OGS' }], bans: [{ card: 'Jinx, Rebel', from: '2026-09-01' }, { card: 'OGN-030a', from: '2026-09-01' }] });
    expect(result).toMatchObject({ ok: true, format: { id: 'origins-cup', sets: [{ set: 'OGN' }, { set: 'OGS' }], sideboardSize: 10, bans: [{ card: 'OGN-202', name: 'Jinx, Rebel' }, { card: 'OGN-030' }] } });
  });

  it('refuses unknown sets and cards, bad dates and ids, duplicates, and says what is wrong with each', () => {
    const result = defineFormat({
      id: 'Bad Id',
      name: ' ',
      sets: ['OGN', 'OGN', 'ARC'],
      bans: [{ card: 'No Such Card', from: '2026-13-01' }, { card: 'OGN-202', from: '2026-09-01' }, { card: 'Jinx, Rebel', from: '2026-09-01' }],
      sideboardSize: -1,
    });
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toEqual([
      'FORMAT.INVALID_ID',
      'FORMAT.INVALID_NAME',
      'FORMAT.UNKNOWN_SET',
      'FORMAT.DUPLICATE',
      'FORMAT.INVALID_DATE',
      'FORMAT.UNKNOWN_CARD',
      'FORMAT.DUPLICATE',
      'FORMAT.INVALID_SIDEBOARD_SIZE',
    ]);
    expect(defineFormat({ id: 'empty', name: 'Empty', sets: [] })).toMatchObject({ ok: false, errors: [{ code: 'FORMAT.NO_SETS' }] });
  });
});
