/**
 * Every text the pages show lives in `text/en/*.json` (style H.41), imported statically so a
 * wrong key fails the type check. Values interpolate `{{name}}`; a key with `_one`/`_other`
 * variants is chosen by `count` through `Intl.PluralRules`. Translations would add a folder
 * beside `en/` with the same keys.
 */
import common from './en/common.json';
import errors from './en/errors.json';

/** The texts every page needs; a feature imports its own table (`textsOf`), so its chunk carries it. */
export const resources = { common, errors } as const;
export type Namespace = keyof typeof resources;
export type TextTable = Readonly<Record<string, string>>;
/** A key as pages use it: plural variants collapse to their base. */
export type KeyOf<T extends TextTable> = PluralBase<keyof T & string>;
export type TextKey<N extends Namespace> = KeyOf<(typeof resources)[N]>;
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

function lookup(table: TextTable, key: string, values: TextValues): string {
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
  return lookup(resources[namespace], key, values ?? {});
}

/** The common texts bound: `const c = texts('common'); c('loading')`. */
export function texts<N extends Namespace>(namespace: N): (key: TextKey<N>, values?: TextValues) => string {
  return (key, values) => lookup(resources[namespace], key, values ?? {});
}

/** A feature's texts: `const t = textsOf(organizerTexts); t('title')` (the JSON imported by the feature). */
export function textsOf<T extends TextTable>(table: T): (key: KeyOf<T>, values?: TextValues) => string {
  return (key, values) => lookup(table, key, values ?? {});
}

/** The text for an api error code (`extensions.code`), or `null` when there is none. */
export function errorText(code: string, values?: TextValues): string | null {
  const table = resources.errors as Readonly<Record<string, string>>;
  const value = table[code];
  return value === undefined ? null : format(value, values);
}

export const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (`YYYY-MM-DD`) as words, the same day in every time zone ("15 August 2026"). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}
