/**
 * Every text the pages show lives in `text/en/*.json` (style H.41), imported statically so a
 * wrong key fails the type check. Values interpolate `{{name}}`; a key with `_one`/`_other`
 * variants is chosen by `count` through `Intl.PluralRules`. Translations would add a folder
 * beside `en/` with the same keys.
 */
import common from './en/common.json';
import errors from './en/errors.json';
import judge from './en/judge.json';
import organizer from './en/organizer.json';
import player from './en/player.json';
import publicEvent from './en/public-event.json';

export const resources = { common, errors, judge, organizer, player, publicEvent } as const;
export type Namespace = keyof typeof resources;
type RawKey<N extends Namespace> = keyof (typeof resources)[N] & string;
/** A key as pages use it: plural variants collapse to their base. */
export type TextKey<N extends Namespace> = PluralBase<RawKey<N>>;
type PluralBase<K extends string> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;
export type TextValues = Readonly<Record<string, string | number>>;

const locale = 'en';
const plurals = new Intl.PluralRules(locale);
const numbers = new Intl.NumberFormat(locale);

export function format(template: string, values: TextValues = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

function lookup(namespace: Namespace, key: string, values: TextValues): string {
  const table = resources[namespace] as Readonly<Record<string, string>>;
  const count = values['count'];
  if (typeof count === 'number') {
    const plural = table[`${key}_${plurals.select(count)}`] ?? table[`${key}_other`];
    if (plural !== undefined) return format(plural, values);
  }
  const value = table[key];
  return value === undefined ? key : format(value, values);
}

/** `text('common', 'round', { round: 3 })` → "Round 3". */
export function text<N extends Namespace>(namespace: N, key: TextKey<N>, values?: TextValues): string {
  return lookup(namespace, key, values ?? {});
}

/** A page's texts bound to its namespace: `const t = texts('organizer'); t('title')`. */
export function texts<N extends Namespace>(namespace: N): (key: TextKey<N>, values?: TextValues) => string {
  return (key, values) => lookup(namespace, key, values ?? {});
}

/** The text for an api error code (`extensions.code`), or `null` when there is none. */
export function errorText(code: string, values?: TextValues): string | null {
  const table = resources.errors as Readonly<Record<string, string>>;
  const value = table[code];
  return value === undefined ? null : format(value, values);
}

export const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
