/**
 * Core Rules v1.0 (2025-06-02, the German `000` text) rule numbers to the Core Rules v1.4
 * (2026-07-16) citation, or v1.3 (2026-03-30) where the v1.4 text at hand lacks the section.
 * Sections were renumbered per block (shared/rules/en/README.md, table (a)); sub-numbers carry over
 * within a section unless a rule below says otherwise. `libs/engine/docs/cr-1.4-differences.md`
 * prints this table; `cite-cr-1-4.mjs` uses it to rewrite the engine's and the modes' ruleRefs.
 */

/** Rules whose content moved or changed: the exact new citation. */
export const EXACT = {
  '103.3': 'CR 1.3 103.3',
  '103.3.a': 'CR 1.3 103.3.a',
  '103.3.a.1': 'CR 1.3 103.3.a.1',
  '106.4.b': 'CR 1.3 107.3.b',
  '106.4.c': 'CR 1.3 107.3.c',
  '516.6': 'CR 1.3 316.6',
  '531.2': 'CR 1.4 339.2',
  '531.2.a': 'CR 1.4 339.2',
  '531.2.a.2': 'CR 1.4 339.2',
  '597.1': 'CR 1.4 811.1.b',
  '597.2': 'CR 1.4 811.1.b',
  '607.2.b': 'CR 1.4 431.2.c',
  '629': 'CR 1.4 467',
  '630.1': 'CR 1.4 469.1',
  '630.2': 'CR 1.4 469.2',
  '631': 'CR 1.4 470',
  '632.1.b': 'CR 1.4 471.1.b',
  '632.1.b.1': 'CR 1.4 471.1.a.1',
  '632.1.b.2': 'CR 1.4 471.1.b.1',
  '633': 'CR 1.4 472',
  '626.1.d': 'CR 1.4 465.2.c',
  '626.1.d.1': 'CR 1.4 465.2.c.2',
  '626.1.d.2': 'CR 1.4 465.2.c.3',
  '723.1': 'CR 1.4 811.1',
  '723.1.b': 'CR 1.4 811.1.b',
  // Magma Chamber: teammates act when invited; relevant teammates are gone; the letters moved.
  '648.8.a': 'CR 1.3 484.8.a',
  '648.8.e': 'CR 1.4 339.2',
  '648.8.f': 'CR 1.3 484.8.e',
  '648.8.g': 'CR 1.3 484.8.f',
  '648.8.g.1': 'CR 1.3 484.8.f.1',
  '648.8.g.2': 'CR 1.3 484.8.f.2',
};

/** [first v1.0 section, last, document, offset]: v1.0 section n is section n + offset there. */
export const BLOCKS = [
  [101, 103, 'CR 1.4', 0],
  [104, 105, 'CR 1.3', 1],
  [106, 106, 'CR 1.3', 1],
  [107, 131, 'CR 1.3', 1],
  [132, 136, 'CR 1.4', 1],
  [137, 139, 'CR 1.4', 3],
  [140, 141, 'CR 1.4', 4],
  [142, 147, 'CR 1.4', 5],
  [148, 175, 'CR 1.4', 7],
  [176, 183, 'CR 1.4', 9],
  [500, 530, 'CR 1.4', -200],
  [532, 553, 'CR 1.4', -205],
  [554, 558, 'CR 1.4', -205],
  [559, 575, 'CR 1.4', -204],
  [576, 590, 'CR 1.4', -200],
  [591, 594, 'CR 1.4', -178],
  [595, 607, 'CR 1.4', -176],
  [608, 615, 'CR 1.4', -163],
  [616, 619, 'CR 1.4', -162],
  [620, 628, 'CR 1.4', -161],
  [634, 639, 'CR 1.4', -161],
  [640, 648, 'CR 1.4', -159],
  [649, 652, 'CR 1.4', 0],
  [700, 711, 'CR 1.4', 0],
  [712, 729, 'CR 1.4', 88],
];

/** The v1.4 (or v1.3) citation of a v1.0 rule number, or null when the table has none. */
export function citeV14(v10) {
  if (EXACT[v10]) return EXACT[v10];
  const [head, ...rest] = v10.split('.');
  const section = Number(head);
  for (const [first, last, doc, offset] of BLOCKS) {
    if (section >= first && section <= last) return `${doc} ${[String(section + offset).padStart(3, '0'), ...rest].join('.')}`;
  }
  return null;
}
