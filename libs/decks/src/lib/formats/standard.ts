/**
 * Standard as the Tournament Rules of 2026-07-16 define it (601.3.c): Proving Grounds (OGS),
 * Origins (OGN), Spiritforged (SFD), Unleashed (UNL, legal 2026-05-08, in China 2026-04-10) and
 * Vendetta (VEN, released 2026-07-31).
 *
 * The banned cards are the three the rules name (601.2.d.2.a): Fight or Flight, Scrapheap and
 * Reaver's Row. The official ban list (601.2.d.1 links to it) is not among the references, so the
 * date of the ban is the first rules text that names them as banned, the Tournament Rules of
 * 2026-04-29 (the January text does not); the ban took effect no later than that.
 */
import { defineFormat, type Format } from './format.js';

const BAN_SOURCE = 'TR 2026-07-16 601.2.d.2.a (first named as banned in TR 2026-04-29)';

const standard = defineFormat({
  id: 'standard',
  name: 'Standard',
  source: 'TR 2026-07-16 601.3.c',
  sets: [
    { set: 'OGS' },
    { set: 'OGN' },
    { set: 'SFD' },
    { set: 'UNL', legalFrom: '2026-05-08', legalFromByRegion: { CN: '2026-04-10' } },
    { set: 'VEN', legalFrom: '2026-07-31' },
  ],
  bans: [
    { card: 'Fight or Flight', from: '2026-04-29', source: BAN_SOURCE },
    { card: 'Scrapheap', from: '2026-04-29', source: BAN_SOURCE },
    { card: "Reaver's Row", from: '2026-04-29', source: BAN_SOURCE },
  ],
  sideboardSize: 10,
});
if (!standard.ok) throw new Error(`Standard does not match the catalog: ${standard.errors.map((error) => error.message).join('; ')}`);

export const STANDARD: Format = standard.format;
