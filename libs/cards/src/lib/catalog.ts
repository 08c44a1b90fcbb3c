/**
 * The card catalog: every card's facts, looked up by canonical id, by any printing code, or by
 * name. Built once from the generated records; pure and immutable.
 */
import type { CardFacts, CardRecord, Printing } from './card-facts.js';
import { normalizeCardName } from './card-names.js';
import { championTagsOf } from './champion-tags.js';
import { parsePrintingCode, printingCodeText, printingOf } from './printing-code.js';

/** What a printing code names. */
export interface CodeMatch {
  readonly card: CardFacts;
  /** The normal form of the code looked up (`ogn-202A/298` → `OGN-202a`). */
  readonly code: string;
  /**
   * The catalog's printing with that code, or null for a variant letter the catalog does not list
   * on a printing it does list (`OGN-030s`, a signed copy of `OGN-030`): the same card.
   */
  readonly printing: Printing | null;
}

export type NameMatch =
  | { readonly kind: 'found'; readonly card: CardFacts }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly CardFacts[] }
  | { readonly kind: 'unknown' };

export class CardCatalog {
  readonly cards: readonly CardFacts[];
  private readonly byIdMap = new Map<string, CardFacts>();
  private readonly byPrintingCode = new Map<string, { card: CardFacts; printing: Printing }>();
  private readonly byNormalName = new Map<string, CardFacts[]>();
  private readonly championTags: ReadonlySet<string>;
  /** Answers of `byCode` by the exact text asked: decks repeat the same few hundred codes. */
  private readonly codeAnswers = new Map<string, CodeMatch | null>();

  private constructor(records: readonly CardRecord[]) {
    this.championTags = championTagsOf(records);
    this.cards = records.map((record) => Object.freeze({ ...record, printings: record.printings.map(printingOf) }));
    for (const card of this.cards) {
      if (this.byIdMap.has(card.id)) throw new Error(`two cards with the id ${card.id}`);
      this.byIdMap.set(card.id, card);
      for (const printing of card.printings) {
        const known = this.byPrintingCode.get(printing.code);
        if (known && known.card !== card) throw new Error(`${printing.code} is a printing of ${known.card.id} and ${card.id}`);
        this.byPrintingCode.set(printing.code, { card, printing });
      }
      for (const name of this.namesOf(card)) this.addName(name, card);
    }
  }

  static fromRecords(records: readonly CardRecord[]): CardCatalog {
    return new CardCatalog(records);
  }

  /** The card with this canonical id (`OGN-202`; case-insensitive). */
  byId(id: string): CardFacts | undefined {
    return this.byIdMap.get(id.trim().toUpperCase());
  }

  /**
   * The card a printing code names: any printing the catalog lists (`OGN-202a`, `OGN-299*`,
   * `VEN-R01`, `VEN-SP1`, with or without the set size, any case), or a variant letter (`a`, `b`,
   * `s`/`*`) on a listed printing. Anything else is unknown: nothing is guessed from a code.
   */
  byCode(code: string): CodeMatch | undefined {
    let answer = this.codeAnswers.get(code);
    if (answer === undefined) {
      answer = this.lookUpCode(code) ?? null;
      // Bounded, so that a stream of made-up codes cannot grow it without end.
      if (this.codeAnswers.size >= 20_000) this.codeAnswers.clear();
      this.codeAnswers.set(code, answer);
    }
    return answer ?? undefined;
  }

  private lookUpCode(code: string): CodeMatch | undefined {
    const parsed = parsePrintingCode(code);
    if (!parsed) return undefined;
    const normal = printingCodeText(parsed);
    const listed = this.byPrintingCode.get(normal);
    if (listed) return { card: listed.card, code: normal, printing: listed.printing };
    if (parsed.variant === '') return undefined;
    const plain = this.byPrintingCode.get(printingCodeText({ ...parsed, variant: '' }));
    return plain ? { card: plain.card, code: normal, printing: null } : undefined;
  }

  /**
   * The card with this name, ignoring case, accents, spaces and punctuation. A legend is also
   * found as `<champion>, <title>` (`Jinx, Loose Cannon`), since its printed name is the title.
   */
  byName(name: string): NameMatch {
    const found = this.byNormalName.get(normalizeCardName(name));
    if (!found || found.length === 0) return { kind: 'unknown' };
    if (found.length === 1) return { kind: 'found', card: found[0] as CardFacts };
    return { kind: 'ambiguous', candidates: found };
  }

  /** The champion tag a legend, champion unit or signature card carries (CR 1.3 133.8.b), or null. */
  championTag(card: Pick<CardFacts, 'tags'>): string | null {
    return card.tags.find((tag) => this.championTags.has(tag)) ?? null;
  }

  /** Every champion tag of the catalog. */
  allChampionTags(): readonly string[] {
    return [...this.championTags].sort();
  }

  private namesOf(card: CardFacts): readonly string[] {
    const tag = card.type === 'Legend' ? this.championTag(card) : null;
    return tag ? [card.name, `${tag} ${card.name}`] : [card.name];
  }

  private addName(name: string, card: CardFacts): void {
    const key = normalizeCardName(name);
    const cards = this.byNormalName.get(key);
    if (!cards) this.byNormalName.set(key, [card]);
    else if (!cards.includes(card)) cards.push(card);
  }
}
