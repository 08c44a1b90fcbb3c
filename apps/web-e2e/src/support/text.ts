/**
 * The pages' own texts, so tests find controls by the label a person reads (style H.44) and a
 * changed wording changes the tests with it.
 */
import common from '../../../web/src/text/en/common.json' with { type: 'json' };
import judge from '../../../web/src/text/en/judge.json' with { type: 'json' };
import organizer from '../../../web/src/text/en/organizer.json' with { type: 'json' };
import player from '../../../web/src/text/en/player.json' with { type: 'json' };
import publicEvent from '../../../web/src/text/en/public-event.json' with { type: 'json' };

const tables = { common, judge, organizer, player, publicEvent } as const;
type Tables = typeof tables;

/** The text of a key with its `{{values}}` filled in (plural keys: pass the full `_one`/`_other` key). */
export function label<N extends keyof Tables>(namespace: N, key: keyof Tables[N] & string, values: Record<string, string | number> = {}): string {
  const template = (tables[namespace] as Record<string, string>)[key];
  if (template === undefined) throw new Error(`no text ${namespace}:${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A pattern for a text with values left open, e.g. `Round {{round}} pairings are up.` */
export function labelPattern<N extends keyof Tables>(namespace: N, key: keyof Tables[N] & string): RegExp {
  const template = (tables[namespace] as Record<string, string>)[key] ?? '';
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*');
  return new RegExp(escaped);
}
