/**
 * A pasted decklist, one card a line: "3 OGN-246", "3x OGN-246" or "OGN-246 x3". Blank lines
 * and lines starting with # or // are skipped; counts of the same card add up. A line that fits
 * none of these is reported with its number, so the player can fix it before anything is sent.
 */
export interface CardCount {
  readonly cardCode: string;
  readonly count: number;
}

export type ParsedList =
  | { readonly ok: true; readonly cards: readonly CardCount[] }
  | { readonly ok: false; readonly line: number; readonly text: string };

const countFirst = /^(\d{1,2})\s*[x×]?\s+([A-Za-z0-9]+-[A-Za-z0-9]+[A-Za-z0-9-]*)$/;
const codeFirst = /^([A-Za-z0-9]+-[A-Za-z0-9]+[A-Za-z0-9-]*)\s+[x×]?\s*(\d{1,2})$/;

export function parseDecklist(text: string): ParsedList {
  const counts = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) continue;
    const first = countFirst.exec(line);
    const second = first ? null : codeFirst.exec(line);
    const count = Number(first?.[1] ?? second?.[2]);
    const code = (first?.[2] ?? second?.[1])?.toUpperCase();
    if (!code || !Number.isInteger(count) || count < 1) return { ok: false, line: index + 1, text: line };
    counts.set(code, (counts.get(code) ?? 0) + count);
  }
  return { ok: true, cards: [...counts].map(([cardCode, count]) => ({ cardCode, count })) };
}
