/**
 * Deck benchmark (`npm run bench:decks`): one Regional's entries, 2,000 deck codes, decoded and
 * validated (deck codes of every version the decks need, Standard on the event's day), against
 * `JSON.parse` of the same 2,000 lists in the same run. Target: all 2,000 in under one second.
 * Prints progress and a table, then one JSON line:
 * {"bench":"decks","decks":2000,"decksPerSec":…,"jsonParsePerSec":…,"ratio":…,"msFor2000":…}
 * where `ratio` is decode-and-validate time over JSON.parse time (how many times slower).
 */
import { CATALOG } from '@arbiter/cards';
import { cardListOf, deckCodeOf, readDeckCode, validateDecklist } from '@arbiter/decks';
import { realisticDeck } from '@arbiter/decks/testing';
import { Random } from '@arbiter/prng';
import { printResultLine, printTable, rate } from '../support/report.js';

const DECKS = Number(process.argv.find((arg) => arg.startsWith('--decks='))?.slice('--decks='.length) ?? 2_000);
const ROUNDS = 7;
const EVENT_DAY = '2026-08-15';

/** A Regional's field: every legend played, the popular ones more (a skewed pick), varied printings, most with a sideboard. */
function entries(): { codes: string[]; json: string[] } {
  const random = Random.seeded('bench/decks');
  const legends = CATALOG.cards.filter((card) => card.type === 'Legend');
  const codes: string[] = [];
  const json: string[] = [];
  for (let index = 0; index < DECKS; index++) {
    const legend = legends[Math.min(random.nextInt(legends.length), random.nextInt(legends.length))] as (typeof legends)[number];
    const decklist = realisticDeck(legend.id, { seed: `bench/${index}`, printings: 'varied', sideboard: random.nextInt(3) === 0 ? 0 : 8 + random.nextInt(3) });
    const encoded = deckCodeOf(decklist);
    if (!encoded.ok) throw new Error(`deck ${index}: ${encoded.error.message}`);
    codes.push(encoded.code);
    json.push(JSON.stringify(cardListOf(decklist)));
    if ((index + 1) % 500 === 0) console.log(`built ${index + 1} of ${DECKS} decks`);
  }
  return { codes, json };
}

function decodeAndValidate(codes: readonly string[]): number {
  let violations = 0;
  for (const code of codes) {
    const read = readDeckCode(code);
    if (!read.ok) throw new Error(read.error.message);
    violations += validateDecklist(read.decklist, { on: EVENT_DAY, organizedPlayLevel: 'competitive' }).length;
  }
  return violations;
}

function parseAll(json: readonly string[]): number {
  let cards = 0;
  for (const text of json) cards += (JSON.parse(text) as { cards: unknown[] }).cards.length;
  return cards;
}

function timed(work: () => number): { ms: number; result: number } {
  const start = performance.now();
  const result = work();
  return { ms: performance.now() - start, result };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const { codes, json } = entries();
const versions = new Map<string, number>();
for (const code of codes) versions.set(code.slice(0, 2), (versions.get(code.slice(0, 2)) ?? 0) + 1);
console.log(`${codes.length} codes (${[...versions].map(([prefix, count]) => `${prefix}: ${count}`).join(', ')}), average ${Math.round(codes.reduce((sum, code) => sum + code.length, 0) / codes.length)} characters`);

const first = timed(() => decodeAndValidate(codes));
if (first.result !== 0) throw new Error(`${first.result} violations in decks built legal`);
console.log(`first pass (cold): ${first.ms.toFixed(1)} ms for ${codes.length} decks`);

const deckMs: number[] = [];
const parseMs: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  deckMs.push(timed(() => decodeAndValidate(codes)).ms);
  parseMs.push(timed(() => parseAll(json)).ms);
  console.log(`round ${round} of ${ROUNDS}: decode and validate ${deckMs.at(-1)?.toFixed(1)} ms, JSON.parse ${parseMs.at(-1)?.toFixed(2)} ms`);
}

const decksMs = median(deckMs);
const jsonMs = median(parseMs);
const figures = {
  decks: codes.length,
  decksPerSec: rate(codes.length, decksMs),
  jsonParsePerSec: rate(json.length, jsonMs),
  ratio: Number((decksMs / jsonMs).toFixed(1)),
  msFor2000: Number(((decksMs / codes.length) * 2_000).toFixed(1)),
  coldMs: Number(first.ms.toFixed(1)),
};
printTable('decks (median of the rounds)', [
  { what: 'decode and validate', ms: Number(decksMs.toFixed(1)), perSecond: figures.decksPerSec },
  { what: 'JSON.parse of the same lists', ms: Number(jsonMs.toFixed(2)), perSecond: figures.jsonParsePerSec },
]);
console.log(figures.msFor2000 < 1_000 ? `target met: 2,000 decks in ${figures.msFor2000} ms` : `target missed: 2,000 decks take ${figures.msFor2000} ms`);
printResultLine('decks', figures);
