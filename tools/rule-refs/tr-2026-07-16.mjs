#!/usr/bin/env node
/**
 * The tournament layer cited the generic organized-play rulebook the project was founded on
 * (`shared/rules/004_…`, "TR 15.2.2" and so on). Riftbound events run under the Riftbound
 * Tournament Rules of 2026-07-16; this rewrites each such reference to the rule there that says
 * the same (issue 22). Keyed by error code where one old number covered different rules.
 * Idempotent:  node tools/rule-refs/tr-2026-07-16.mjs <file or folder>...
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TR = 'TR 2026-07-16';
/** old reference -> new, or old reference -> { error code -> new, '*' -> new }. */
export const TR_2026_07_16 = {
  'TR 8.1': `${TR} 204.3`, // the competition organizer runs the event
  'TR 8.2': { 'REGISTRATION.STAFF_CANNOT_PLAY': `${TR} 301.2`, 'STAFF.IS_A_PLAYER': `${TR} 302.2`, 'STAFF.IS_A_PARTY': `${TR} 302.2` },
  'TR 8.2.1': `${TR} 408.1`, // a match is complete once its result is recorded
  'TR 9.3': `${TR} 401.4`, // decklists registered before the first round
  'TR 9.3.1': `${TR} 401.2`, // a complete, unambiguous decklist
  'TR 9.3.2': `${TR} 401.3`, // a registered decklist cannot change
  'TR 10.2': `${TR} 408.4`, // single elimination plays to a result
  'TR 10.4.1': `${TR} 412.2`, // time extensions
  'TR 12.5': `${TR} 701.1`, // infraction categories: game play, tournament, unsporting (702-704)
  'TR 12.5.6': `${TR} 704.8`, // cheating: disqualification
  'TR 13.2': { 'PLAYER.DISQUALIFIED': `${TR} 701.2.d.3`, '*': `${TR} 701.2` }, // the penalties
  'TR 14.3': `${TR} 701.5.c`, // rewinds beyond the last action: head judge
  'TR 15.2': { 'TOURNAMENT.HEAD_JUDGE_REQUIRED': `${TR} 204.4`, '*': `${TR} 413.1` }, // appeals go to the head judge
  'TR 15.2.1': `${TR} 413.1`,
  'TR 15.2.2': { 'APPEAL.FINAL_INSTANCE': `${TR} 413.4`, '*': `${TR} 413.1` },
  'TR 15.2.3': `${TR} 413.4`, // no appeal of the head judge's ruling
  'TR 15.3': `${TR} 701.3.a`, // penalties from game loss up are reported to the head judge
  'TR 15.3.2': `${TR} 701.3.b`, // the judge explains the error, the fix and the penalty
};

const REF = /'(TR \d+(?:\.\d+)*)'/g;
const CODE = /'([A-Z_]+\.[A-Z_]+)'/;

function rewrite(text, file) {
  return text
    .split('\n')
    .map((line, index, lines) => {
      if (!REF.test(line)) return line;
      REF.lastIndex = 0;
      return line.replace(REF, (whole, old) => {
        const entry = TR_2026_07_16[old];
        if (entry === undefined) throw new Error(`${file}:${index + 1}: no TR 2026-07-16 rule for ${old}`);
        if (typeof entry === 'string') return `'${entry}'`;
        // The error code is on this line or one of the four before it.
        const context = lines.slice(Math.max(0, index - 4), index + 1).reverse().join('\n');
        const code = context.match(CODE)?.[1];
        const cited = (code && entry[code]) ?? entry['*'];
        if (!cited) throw new Error(`${file}:${index + 1}: ${old} needs an error code (${code})`);
        return `'${cited}'`;
      });
    })
    .join('\n');
}

function walk(path, files) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) if (entry !== 'node_modules') walk(join(path, entry), files);
  } else if (path.endsWith('.ts') || path.endsWith('.tsx')) files.push(path);
  return files;
}

let changed = 0;
for (const file of process.argv.slice(2).flatMap((arg) => walk(arg, []))) {
  const before = readFileSync(file, 'utf8');
  const after = rewrite(before, file);
  if (after !== before) {
    writeFileSync(file, after);
    changed++;
  }
}
console.log(`tournament rule references rewritten in ${changed} files`);
