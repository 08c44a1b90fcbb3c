import { describe, expect, it } from 'vitest';
import { buildSettings } from './build-settings.js';

describe('tournament settings', () => {
  it('refuse a name without a visible character', () => {
    expect(buildSettings({ name: '\u200b\u200d\ufeff', mode: 'duel' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'name' } },
    });
  });

  it.each([[[8, 7, 6, 5, 4, 3, 2, 1]], [[3, 1]], [[3, 1, 0, 0]]])('refuse FFA3 placement points %j (one per seat of a pod of three)', (placementPoints) => {
    expect(buildSettings({ name: 'Pods', mode: 'ffa3', placementPoints })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'placementPoints' } },
    });
  });

  it('take three FFA3 placement points, best first', () => {
    expect(buildSettings({ name: 'Pods', mode: 'ffa3', placementPoints: [4, 2, 0] })).toMatchObject({ ok: true, settings: { placementPoints: [4, 2, 0] } });
  });
});
