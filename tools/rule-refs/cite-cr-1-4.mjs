#!/usr/bin/env node
/**
 * Rewrites bare Core Rules v1.0 numbers in rule references to their v1.4 citation (issue 22):
 * `ruleRef: '633'` becomes `ruleRef: 'CR 1.4 472'`, likewise the rule argument of `violation(`,
 * `modeError(`, `refusal(`/`refuse(` options and `requireDiscretionaryWindow(`. Idempotent, so
 * it can run again after a rebase brings new bare references.
 *   node tools/rule-refs/cite-cr-1-4.mjs <file or folder>...
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { citeV14 } from './cr-1-0-to-1-4.mjs';

const BARE = /^\d{3}(\.[0-9a-z]+)*$/;
const CONTEXTS = [
  /(ruleRef:\s*')([^']+)(')/g,
  /((?:violation|modeError|fail)\(\s*'[^']*',\s*')([^']+)(')/g,
  /(requireDiscretionaryWindow\([^,]+,\s*[^,]+,\s*')([^']+)(')/g,
];

function rewrite(text) {
  let out = text;
  for (const pattern of CONTEXTS) {
    out = out.replace(pattern, (whole, before, ref, after) => {
      if (!BARE.test(ref)) return whole;
      const cited = citeV14(ref);
      if (!cited) throw new Error(`no v1.4 citation for ${ref}`);
      return `${before}${cited}${after}`;
    });
  }
  return out;
}

function walk(path, files) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'pinned') walk(join(path, entry), files);
  } else if (path.endsWith('.ts')) files.push(path);
  return files;
}

let changed = 0;
for (const file of process.argv.slice(2).flatMap((arg) => walk(arg, []))) {
  const before = readFileSync(file, 'utf8');
  const after = rewrite(before);
  if (after !== before) {
    writeFileSync(file, after);
    changed++;
  }
}
console.log(`rule references rewritten in ${changed} files`);
