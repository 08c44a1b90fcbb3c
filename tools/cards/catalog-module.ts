/**
 * Turns the reference card data (`../shared/cards/cards.json`) into the catalog's generated data
 * module. Pure: the command in `generate-catalog.ts` reads and writes the files.
 *
 * Only facts are carried over (id, printings, name, set, number, type, supertype, domains,
 * energy, power, Might, Might bonus, tags, keyword names, rarity) plus one fact derived from the
 * text, whether the card's abilities are exactly its keywords (`keyword-only.ts`). Rules text (`text`,
 * `effect_text`, `text_variants`) and everything else stay behind: the data's licence allows
 * facts only (`../shared/cards/README.md`).
 */
import {
  CARD_TYPES,
  CATALOG_SETS,
  type CardDomain,
  type CardRecord,
  type CardType,
  type CatalogSet,
  DOMAINS,
  RARITIES,
  type Rarity,
  SUPERTYPES,
  type Supertype,
} from '@arbiter/cards/facts';
import { abilitiesAreKeywords } from './keyword-only.js';

/** The fields of a `cards.json` record that the catalog reads (it has more: the text ones). */
export interface ReferenceCard {
  readonly id: string;
  readonly name: string;
  readonly set: string;
  readonly number: string;
  readonly type: string | null;
  readonly type_line: string | null;
  readonly supertype: string | null;
  readonly domains: readonly string[];
  readonly energy: number | null;
  readonly power: number | null;
  readonly might: number | null;
  readonly might_bonus: number | null;
  readonly tags: readonly string[];
  readonly keywords: readonly string[];
  readonly rarity: string;
  readonly printings: readonly string[];
  /** Read only to decide `abilitiesAreKeywords`; never carried over. */
  readonly text: string | null;
  readonly text_variants: readonly { readonly printing: string; readonly text: string | null }[] | null;
}

export interface ReferenceFile {
  readonly meta: {
    readonly source: string;
    readonly supertype_source: string;
    readonly canonical_cards: number;
    readonly printings_in_source: number;
    readonly copyright: string;
  };
  readonly cards: readonly ReferenceCard[];
}

export interface Provenance {
  /** Where the command read the data, relative to the workspace (`../shared/cards/cards.json`). */
  readonly path: string;
  readonly sha256: string;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, what: string, id: string): T {
  if (value === null || !(allowed as readonly string[]).includes(value)) throw new Error(`${id}: unexpected ${what} ${JSON.stringify(value)}`);
  return value as T;
}

function count(value: unknown, what: string, id: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`${id}: unexpected ${what} ${JSON.stringify(value)}`);
  return value;
}

function strings(value: unknown, what: string, id: string): readonly string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.length === 0)) throw new Error(`${id}: unexpected ${what}`);
  return value as string[];
}

/** The catalog record of one reference card: its facts, checked; never its text. */
export function catalogRecordOf(card: ReferenceCard): CardRecord {
  const id = card.id;
  const type = card.type === null ? null : oneOf<CardType>(CARD_TYPES, card.type, 'type', id);
  const types = (card.type_line ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => oneOf<CardType>(CARD_TYPES, part, 'type-line part', id));
  if (type !== null && types[0] !== type) throw new Error(`${id}: the type line ${card.type_line} does not start with ${type}`);
  return {
    id,
    name: card.name,
    set: oneOf<CatalogSet>(CATALOG_SETS, card.set, 'set', id),
    number: card.number,
    type,
    types: type === null ? [] : types,
    supertype: card.supertype === null ? null : oneOf<Supertype>(SUPERTYPES, card.supertype, 'supertype', id),
    domains: strings(card.domains, 'domains', id).map((domain) => oneOf<CardDomain>([...DOMAINS, 'Colorless'], domain, 'domain', id)),
    energy: count(card.energy, 'energy', id),
    power: count(card.power, 'power', id),
    might: count(card.might, 'might', id),
    mightBonus: count(card.might_bonus, 'might bonus', id),
    tags: strings(card.tags, 'tags', id),
    keywords: strings(card.keywords, 'keywords', id),
    abilitiesAreKeywords: abilitiesAreKeywords(card),
    rarity: oneOf<Rarity>(RARITIES, card.rarity, 'rarity', id),
    printings: strings(card.printings, 'printings', id),
  };
}

const KEY_ORDER: readonly (keyof CardRecord)[] = [
  'id', 'name', 'set', 'number', 'type', 'types', 'supertype', 'domains', 'energy', 'power', 'might', 'mightBonus', 'tags', 'keywords', 'abilitiesAreKeywords', 'rarity', 'printings',
];

function recordLine(record: CardRecord): string {
  return `  { ${KEY_ORDER.map((key) => `${key}: ${JSON.stringify(record[key])}`).join(', ')} },`;
}

/** The text of `libs/cards/src/generated/card-records.generated.ts` for this reference data. */
export function renderCatalogModule(reference: ReferenceFile, provenance: Provenance): string {
  const records = reference.cards.map(catalogRecordOf);
  const printings = records.reduce((sum, record) => sum + record.printings.length, 0);
  if (records.length !== reference.meta.canonical_cards) throw new Error(`${records.length} cards, the data says ${reference.meta.canonical_cards}`);
  if (printings !== reference.meta.printings_in_source) throw new Error(`${printings} printings, the data says ${reference.meta.printings_in_source}`);
  const header = [
    '/**',
    ' * GENERATED by `npm run cards:generate` (tools/cards/generate-catalog.ts). Do not edit by hand.',
    ' *',
    ` * Source: ${provenance.path} (sha256 ${provenance.sha256}),`,
    ` * ${records.length} cards and ${printings} printings. That file's own provenance:`,
    ...wrap(`Facts: ${reference.meta.source}`),
    ...wrap(`Supertypes: ${reference.meta.supertype_source}`),
    ' *',
    ' * Facts only (id, printings, name, set, number, type, supertype, domains, energy, power, Might,',
    ' * Might bonus, tags, keyword names, whether the abilities are exactly the keywords, rarity); no',
    ' * rules text, effect text or flavour.',
    ...wrap(`${reference.meta.copyright.replace(/ Reference data for developers only\.$/, '')} Arbiter ships these facts under the terms of ../shared/cards/README.md (facts may ship, text never).`),
    ' */',
  ];
  return [
    ...header,
    "import type { CardRecord } from '../lib/card-facts.js';",
    '',
    `export const CATALOG_SOURCE = ${JSON.stringify({ path: provenance.path, sha256: provenance.sha256, cards: records.length, printings })} as const;`,
    '',
    'export const CARD_RECORDS: readonly CardRecord[] = [',
    ...records.map(recordLine),
    '];',
    '',
  ].join('\n');
}

/** A long provenance sentence as comment lines of at most 100 characters. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = ' *';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 100 && line !== ' *') {
      lines.push(line);
      line = ' *';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}
