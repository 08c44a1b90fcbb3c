/**
 * Whether a card's abilities are exactly its bracketed keywords: the one fact the catalog derives
 * from the reference text (which never ships). The rules engine builds such cards from their facts
 * alone (ADR 0090), so the test must fail closed: any sentence beyond keyword lines, a bracketed
 * word that is not one of the card's keywords, a keyword missing from the text, or a later
 * printing's wording that adds anything makes the answer `false`.
 */

/** The text fields of a reference record that the decision reads. */
export interface KeywordOnlyInput {
  readonly keywords: readonly string[];
  readonly text: string | null;
  readonly text_variants: readonly { readonly text: string | null }[] | null;
}

/** One keyword in brackets, then optionally its reminder text in parentheses (without nested ones). */
const KEYWORD_WITH_REMINDER = /^\[([^\]]+)\]\s*(?:\([^()]*\))?\s*/;

/** The keywords one text names, or null when the text says anything else. */
function keywordsOfText(text: string | null, allowed: ReadonlySet<string>): Set<string> | null {
  const seen = new Set<string>();
  for (const line of (text ?? '').split('\n')) {
    let rest = line.trim();
    while (rest.length > 0) {
      const match = KEYWORD_WITH_REMINDER.exec(rest);
      const keyword = match?.[1];
      if (!match || keyword === undefined || !allowed.has(keyword)) return null;
      seen.add(keyword);
      rest = rest.slice(match[0].length);
    }
  }
  return seen;
}

export function abilitiesAreKeywords(card: KeywordOnlyInput): boolean {
  const allowed = new Set(card.keywords);
  const texts = [card.text, ...(card.text_variants ?? []).map((variant) => variant.text)];
  return texts.every((text) => {
    const named = keywordsOfText(text, allowed);
    // Every printed keyword must appear: a keyword the text does not show would be an ability
    // granted in words (Cleave gives Assault; it does not have it).
    return named !== null && named.size === allowed.size;
  });
}
