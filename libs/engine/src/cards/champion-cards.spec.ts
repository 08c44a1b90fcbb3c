import { describe, expect, it } from 'vitest';
import { BODY, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Answers every decision the way a test without choices needs: pass priority, accept "may"s. */
function settle(table: Table, accept = true, limit = 40): void {
  for (let i = 0; i < limit; i++) {
    const decision = table.decision();
    if (decision?.kind === 'priority' && (table.state.chain.length > 0 || table.state.showdown)) table.act(decision.seat, { type: 'pass' });
    else if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept });
    else return;
  }
}

const tomb = (championZone: string | null, trash: { card: string; label?: string }[]) =>
  Table.load(
    duel(
      [viktor({ chosenChampion: 'OGN-117', championZone, trash }), sett()],
      [field('OGN-281', 0, { controller: 0, units: [{ card: 'OGN-219' }] }), field('blank', 1)],
      { turn: { seat: 0, start: 'start' } },
    ),
  );

describe('Origins champion cards', () => {
  it('OGN-281 puts a copy of the holder\'s Chosen Champion from their trash into their empty Champion Zone (CR 1.3 103.2.a.3; FAQ Origins)', () => {
    const table = tomb(null, [{ card: 'OGN-117', label: 'copy' }, { card: 'OGN-246', label: 'other' }]);
    settle(table);
    expect(table.object('copy').zone).toBe('championZone');
    expect(table.state.seats[0]?.championZone).toBe(table.id('copy'));
    expect(table.object('other').zone).toBe('trash');
  });

  it('OGN-281 does nothing while the Champion Zone is occupied, or when declined (CR 1.3 103.2.a.3, 383.3.a)', () => {
    const full = tomb('OGN-117', [{ card: 'OGN-117', label: 'copy' }]);
    settle(full);
    expect(full.object('copy').zone).toBe('trash');
    const declined = tomb(null, [{ card: 'OGN-117', label: 'copy' }]);
    settle(declined, false);
    expect(declined.object('copy').zone).toBe('trash');
    expect(declined.state.seats[0]?.championZone).toBeNull();
  });

  it('OGN-281 does not return a different champion with the same tag (FAQ Origins, Hallowed Tomb)', () => {
    const table = tomb(null, [{ card: 'OGN-246', label: 'other' }]);
    settle(table);
    expect(table.object('other').zone).toBe('trash');
    expect(table.state.seats[0]?.championZone).toBeNull();
  });

  it('OGN-162 readies another exhausted object of the mover\'s choice the first time it moves in a turn (CR 1.3 383.1, 415.1)', () => {
    const table = Table.load(
      duel(
        [
          sett({
            runes: [{ card: 'OGN-007', label: 'spent', exhausted: true }, ...runes(BODY, 2)],
            base: [{ card: 'OGN-162', label: 'captain' }, { card: 'OGN-219', label: 'tired', exhausted: true }],
          }),
          viktor(),
        ],
        [field('blank', 0), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('captain')], to: 0 });
    const offer = table.decision();
    expect(offer).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    for (let i = 0; i < 10 && table.decision()?.kind === 'priority' && table.state.chain.length > 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    const choice = table.decision();
    expect(choice).toMatchObject({ kind: 'chooseCards', seat: 0, count: 1 });
    const options = choice?.kind === 'chooseCards' ? choice.options : [];
    expect(options).toEqual(expect.arrayContaining([table.id('spent'), table.id('tired')]));
    expect(options).not.toContain(table.id('captain'));
    table.act(0, { type: 'chooseCards', cards: [table.id('spent')] });
    expect(table.object('spent').exhausted).toBe(false);
    expect(table.object('tired').exhausted).toBe(true);
  });
});
