/**
 * Test data copied from the shared reference folder stays byte for byte what it was copied from:
 * the deck-code golden vectors in `libs/decks` (Apache-2.0, kept unchanged).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDir, workspaceRoot } from './shared-dir.js';

const copies = ['golden-v3-v4.json', 'golden-v6.json'].map((file) => [file, join(sharedDir(), 'deck-codes', file), join(workspaceRoot, 'libs/decks/src/lib/codes/golden', file)] as const);

describe('copies of ../shared/deck-codes', () => {
  it.each(copies)('%s is byte-identical to the shared original', (_file, original, copy) => {
    expect(readFileSync(copy).equals(readFileSync(original))).toBe(true);
  });
});
