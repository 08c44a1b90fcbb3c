/** Reads the reference card data and renders the catalog module for it, with its provenance. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type ReferenceFile, renderCatalogModule } from './catalog-module.js';
import { sharedDir, workspaceRoot } from './shared-dir.js';

/** The committed data module of `@arbiter/cards`. */
export const CATALOG_MODULE = join(workspaceRoot, 'libs/cards/src/generated/card-records.generated.ts');

export function referenceCardsPath(): string {
  return join(sharedDir(), 'cards', 'cards.json');
}

export function readReferenceCards(path = referenceCardsPath()): ReferenceFile {
  return JSON.parse(readFileSync(path, 'utf8')) as ReferenceFile;
}

/** The module text for the reference file at `path`. */
export function catalogModuleFor(path = referenceCardsPath()): string {
  const bytes = readFileSync(path);
  const reference = JSON.parse(bytes.toString('utf8')) as ReferenceFile;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // The provenance names the shared file as every checkout sees it, next to the workspace.
  const shown = path === referenceCardsPath() ? '../shared/cards/cards.json' : relative(workspaceRoot, path);
  return renderCatalogModule(reference, { path: shown, sha256 });
}
