/**
 * Decklists pasted as text, as the official event locator accepts them: section headings
 * (Legend, Champion, Main Deck, Battlefields, Runes, Sideboard) and one `N Card Name` line per
 * card. The Champion section names the chosen champion, one of the main deck's 40 cards, so the
 * Main Deck section lists the other 39 (as deck builders export it). Names resolve through the
 * catalog, ignoring case, accents, spaces and punctuation; a line may also name a printing code
 * (`3 OGN-202a`) or add one in brackets (`3 Jinx, Rebel (OGN-202a)`). A text without any heading
 * is a flat list, sorted into sections by card type. Every line that cannot be read is reported
 * with its number and text, and nothing is returned then.
 */
import { CATALOG, type CardCatalog, type CardFacts } from '@arbiter/cards';
import { decklistFromCardList } from '../decklist/card-lists.js';
import { type DeckEntry, type Decklist, mergeEntries } from '../decklist/decklist.js';

export type DeckTextErrorCode =
  | 'DECK_TEXT.EMPTY'
  | 'DECK_TEXT.TOO_LONG'
  | 'DECK_TEXT.UNREADABLE_LINE'
  | 'DECK_TEXT.CARD_BEFORE_SECTION'
  | 'DECK_TEXT.INVALID_COUNT'
  | 'DECK_TEXT.UNKNOWN_CARD'
  | 'DECK_TEXT.AMBIGUOUS_CARD'
  | 'DECK_TEXT.CHAMPION_NOT_ONE_CARD';

export interface DeckTextError {
  readonly code: DeckTextErrorCode;
  readonly message: string;
  /** 1-based line number (0 for the text as a whole). */
  readonly line: number;
  /** The line as given. */
  readonly text: string;
  /** For an ambiguous name: every card it could mean. */
  readonly candidates?: readonly { readonly id: string; readonly name: string }[];
}

export type ParseDeckTextResult = { readonly ok: true; readonly decklist: Decklist } | { readonly ok: false; readonly errors: readonly DeckTextError[] };

type Section = 'legend' | 'champion' | 'mainDeck' | 'battlefields' | 'runes' | 'sideboard';

const HEADINGS: Readonly<Record<string, Section>> = {
  legend: 'legend',
  legends: 'legend',
  championlegend: 'legend',
  champion: 'champion',
  chosenchampion: 'champion',
  maindeck: 'mainDeck',
  main: 'mainDeck',
  deck: 'mainDeck',
  battlefield: 'battlefields',
  battlefields: 'battlefields',
  rune: 'runes',
  runes: 'runes',
  runedeck: 'runes',
  sideboard: 'sideboard',
  side: 'sideboard',
  sidedeck: 'sideboard',
};

export const MAX_DECK_TEXT_LENGTH = 20_000;
const MAX_COUNT = 99;
const HEADING = /^([A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*\d*\s*$/;
const CARD_LINE = /^(\d+)\s*[xX×]?\s+(.+?)$/;
const TRAILING_CODE = /^(.*?)\s*[([]\s*([A-Za-z]{2,4}-[A-Za-z0-9*]+(?:\/\d+)?)\s*[)\]]$/;

interface CardLine {
  readonly line: number;
  readonly text: string;
  readonly count: number;
  readonly card: CardFacts;
  readonly code: string;
}

export function parseDeckText(text: string, catalog: CardCatalog = CATALOG): ParseDeckTextResult {
  if (text.length > MAX_DECK_TEXT_LENGTH) return fail('DECK_TEXT.TOO_LONG', `the list is longer than ${MAX_DECK_TEXT_LENGTH} characters`);
  const errors: DeckTextError[] = [];
  const sections = new Map<Section, CardLine[]>();
  const flat: CardLine[] = [];
  let section: Section | null = null;
  let sawHeading = false;
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) return;
    const heading = headingOf(trimmed);
    if (heading) {
      section = heading;
      sawHeading = true;
      return;
    }
    const read = cardLine(trimmed, line, raw, catalog);
    if (!read.ok) {
      errors.push(read.error);
      return;
    }
    const parsed = read.card;
    if (section === null) {
      flat.push(parsed);
      return;
    }
    const list = sections.get(section) ?? [];
    list.push(parsed);
    sections.set(section, list);
  });
  if (sawHeading) {
    for (const entry of flat) errors.push({ code: 'DECK_TEXT.CARD_BEFORE_SECTION', message: 'a card line comes before any section heading', line: entry.line, text: entry.text });
  }
  errors.sort((a, b) => a.line - b.line);
  const total = flat.length + [...sections.values()].reduce((sum, list) => sum + list.length, 0);
  if (errors.length === 0 && total === 0) return fail('DECK_TEXT.EMPTY', 'the list names no card');
  if (errors.length > 0) return { ok: false, errors };
  if (!sawHeading) {
    return { ok: true, decklist: decklistFromCardList({ cards: flat.map((entry) => ({ cardCode: entry.code, count: entry.count })) }, catalog) };
  }
  return sectionedDecklist(sections);
}

function sectionedDecklist(sections: ReadonlyMap<Section, readonly CardLine[]>): ParseDeckTextResult {
  const entries = (section: Section): DeckEntry[] => mergeEntries((sections.get(section) ?? []).map((entry) => ({ code: entry.code, count: entry.count })));
  const champions = sections.get('champion') ?? [];
  const [champion, ...more] = champions;
  if (champion && (more.length > 0 || champion.count !== 1)) {
    const wrong = more[0] ?? champion;
    return {
      ok: false,
      errors: [{ code: 'DECK_TEXT.CHAMPION_NOT_ONE_CARD', message: 'the Champion section names one card, once: the chosen champion', line: wrong.line, text: wrong.text }],
    };
  }
  const mainDeck = mergeEntries([...(champion ? [{ code: champion.code, count: 1 }] : []), ...entries('mainDeck')]);
  return {
    ok: true,
    decklist: {
      legend: entries('legend'),
      chosenChampion: champion?.code ?? null,
      mainDeck,
      runes: entries('runes'),
      battlefields: entries('battlefields'),
      sideboard: entries('sideboard'),
      unsorted: [],
    },
  };
}

function headingOf(line: string): Section | null {
  const match = HEADING.exec(line);
  if (!match) return null;
  return HEADINGS[(match[1] as string).toLowerCase().replace(/\s+/g, '')] ?? null;
}

type LineResult = { readonly ok: true; readonly card: CardLine } | { readonly ok: false; readonly error: DeckTextError };

/** A `N Card Name` line: the card by a code in brackets, by a code alone, or by its name. */
function cardLine(trimmed: string, line: number, raw: string, catalog: CardCatalog): LineResult {
  const refuse = (code: DeckTextErrorCode, message: string, extra: Pick<DeckTextError, 'candidates'> = {}): LineResult => ({ ok: false, error: { code, message, line, text: raw, ...extra } });
  const match = CARD_LINE.exec(trimmed);
  if (!match) return refuse('DECK_TEXT.UNREADABLE_LINE', 'expected a section heading or a card line such as "3 Jinx, Rebel"');
  const count = Number(match[1]);
  if (count < 1 || count > MAX_COUNT) return refuse('DECK_TEXT.INVALID_COUNT', `a card line gives a count from 1 to ${MAX_COUNT}`);
  const rest = match[2] as string;
  const withCode = TRAILING_CODE.exec(rest);
  const byCode = (withCode ? catalog.byCode(withCode[2] as string) : undefined) ?? catalog.byCode(rest);
  if (byCode) return { ok: true, card: { line, text: raw, count, card: byCode.card, code: byCode.code } };
  const name = withCode ? (withCode[1] as string) : rest;
  const found = catalog.byName(name);
  if (found.kind === 'found') return { ok: true, card: { line, text: raw, count, card: found.card, code: found.card.id } };
  if (found.kind === 'ambiguous') {
    return refuse('DECK_TEXT.AMBIGUOUS_CARD', `"${name}" could be ${found.candidates.map((card) => `${card.name} (${card.id})`).join(' or ')}; add the code in brackets`, {
      candidates: found.candidates.map((card) => ({ id: card.id, name: card.name })),
    });
  }
  return refuse('DECK_TEXT.UNKNOWN_CARD', `no card is named "${name}"`);
}

function fail(code: DeckTextErrorCode, message: string): ParseDeckTextResult {
  return { ok: false, errors: [{ code, message, line: 0, text: '' }] };
}
