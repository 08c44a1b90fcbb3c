/**
 * The pages' own texts, so tests find controls by the label a person reads (style H.44) and a
 * changed wording changes the tests with it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Read as files (the web app is another project; its texts are data here, not a module).
const textDir = resolve(import.meta.dirname, '../../../web/src/text/en');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(resolve(textDir, file), 'utf8')) as Record<string, string>;
const tables = {
  common: read('common.json'),
  judge: read('judge.json'),
  organizer: read('organizer.json'),
  player: read('player.json'),
  publicEvent: read('public-event.json'),
};
type Tables = typeof tables;

/** The text of a key with its `{{values}}` filled in (plural keys: pass the full `_one`/`_other` key). */
export function label<N extends keyof Tables>(namespace: N, key: string, values: Record<string, string | number> = {}): string {
  const template = tables[namespace][key];
  if (template === undefined) throw new Error(`no text ${namespace}:${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A pattern for a text with values left open, e.g. `Round {{round}} pairings are up.` */
export function labelPattern<N extends keyof Tables>(namespace: N, key: string): RegExp {
  const template = tables[namespace][key];
  if (template === undefined) throw new Error(`no text ${namespace}:${key}`);
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*');
  return new RegExp(escaped);
}
