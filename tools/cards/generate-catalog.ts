/**
 * `npm run cards:generate [-- --check] [-- --source <file>]`: writes the card catalog's data
 * module (`libs/cards/src/generated/card-records.generated.ts`) from the reference card data
 * (`../shared/cards/cards.json` unless `--source` names another file). With `--check` it writes
 * nothing and exits 1 when the committed module differs from what the data gives.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CATALOG_MODULE, catalogModuleFor, referenceCardsPath } from './catalog-file.js';
import { workspaceRoot } from './shared-dir.js';

const args = process.argv.slice(2);
const sourceIndex = args.indexOf('--source');
const source = sourceIndex >= 0 ? args[sourceIndex + 1] : referenceCardsPath();
if (!source) {
  console.error('usage: npm run cards:generate -- [--check] [--source <cards.json>]');
  process.exit(2);
}

console.log(`reading ${source}`);
const text = catalogModuleFor(source);
const current = existsSync(CATALOG_MODULE) ? readFileSync(CATALOG_MODULE, 'utf8') : null;
const target = relative(workspaceRoot, CATALOG_MODULE);
if (args.includes('--check')) {
  const same = current === text;
  console.log(same ? `${target} matches the reference data` : `${target} differs from the reference data: run npm run cards:generate`);
  process.exit(same ? 0 : 1);
}
writeFileSync(CATALOG_MODULE, text);
console.log(`${current === text ? 'unchanged' : 'wrote'} ${target} (${text.length} characters)`);
