/**
 * The committed card catalog agrees with the reference data in `../shared/cards/cards.json`
 * (always present in CI): these tests fail, never skip, when it is missing or differs.
 */
import { CATALOG, CATALOG_SOURCE, normalizePrintingCode } from '@arbiter/cards';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_MODULE, catalogModuleFor, readReferenceCards } from './catalog-file.js';

const reference = readReferenceCards();

describe('the committed catalog and ../shared/cards/cards.json', () => {
  it('the committed data module is exactly what `npm run cards:generate` makes of the reference data', () => {
    expect(readFileSync(CATALOG_MODULE, 'utf8')).toBe(catalogModuleFor());
  });

  it('every reference card is in the catalog with the same facts, and no other card is', () => {
    expect(CATALOG.cards.map((card) => card.id)).toEqual(reference.cards.map((card) => card.id));
    for (const source of reference.cards) {
      const card = CATALOG.byId(source.id);
      expect(card, source.id).toBeDefined();
      expect(
        {
          name: card?.name, set: card?.set, number: card?.number, type: card?.type, supertype: card?.supertype, domains: card?.domains, energy: card?.energy,
          power: card?.power, might: card?.might, mightBonus: card?.mightBonus, tags: card?.tags, keywords: card?.keywords, rarity: card?.rarity,
          printings: card?.printings.map((printing) => printing.printed), typeLine: card?.types.join(', ') || null,
        },
        source.id,
      ).toEqual({
        name: source.name, set: source.set, number: source.number, type: source.type, supertype: source.supertype, domains: source.domains, energy: source.energy,
        power: source.power, might: source.might, mightBonus: source.might_bonus, tags: source.tags, keywords: source.keywords, rarity: source.rarity,
        printings: source.printings, typeLine: source.type_line,
      });
    }
  });

  it('every printing of the reference data finds its card', () => {
    for (const source of reference.cards) {
      for (const printed of source.printings) expect(CATALOG.byCode(printed)?.card.id, printed).toBe(source.id);
      for (const printed of source.printings) expect(CATALOG.byCode(normalizePrintingCode(printed) ?? '')?.card.id, printed).toBe(source.id);
    }
  });

  it('the data module holds no rules text, effect text or text variant of any card', () => {
    const shipped = readFileSync(CATALOG_MODULE, 'utf8');
    const texts = (reference.cards as unknown as readonly { text: string | null; effect_text: string | null; text_variants: { text: string }[] | null }[]).flatMap(
      (card) => [card.text, card.effect_text, ...(card.text_variants ?? []).map((variant) => variant.text)],
    );
    // Long enough not to be a card name or a keyword by chance.
    const sentences = texts.flatMap((text) => (text ?? '').split('\n')).filter((line) => line.length >= 40);
    expect(sentences.length).toBeGreaterThan(700);
    expect(sentences.filter((line) => shipped.includes(line))).toEqual([]);
    expect(shipped).not.toMatch(/\btext\b\s*:/);
  });

  it('marks the cards whose abilities are exactly their keywords (vanilla units included), and no card with more', () => {
    const keywordOnly = (id: string) => CATALOG.byId(id)?.abilitiesAreKeywords;
    // Shield and Tank only; vanilla; Accelerate only; Vision and Shield.
    for (const id of ['OGN-054', 'OGN-219', 'OGN-001', 'OGN-086', 'OGS-005']) expect(keywordOnly(id), id).toBe(true);
    // Assault 2 plus a play trigger; no keyword but an additional cost; a spell granting Assault.
    for (const id of ['OGN-003', 'OGN-002', 'OGN-004']) expect(keywordOnly(id), id).toBe(false);
    const perSet = CATALOG.cards.filter((card) => card.abilitiesAreKeywords).reduce<Record<string, number>>((sums, card) => ({ ...sums, [card.set]: (sums[card.set] ?? 0) + 1 }), {});
    expect(perSet).toEqual({ OGN: 26, OGS: 1, SFD: 7, UNL: 7, VEN: 2 });
  });

  it('names its source and the source\'s checksum', () => {
    expect(CATALOG_SOURCE).toMatchObject({ path: '../shared/cards/cards.json', cards: 935, printings: 1178 });
    expect(CATALOG_SOURCE.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
