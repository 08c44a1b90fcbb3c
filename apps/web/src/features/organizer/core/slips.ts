/**
 * Match slips in print order. Slips print several to a page; "collated" order puts table 1 at the
 * top of the first page, table 2 at the top of the second... so that a cut stack comes out
 * sorted by table.
 */
export function collate<T>(slips: readonly T[], perPage: number): T[] {
  const pages = Math.ceil(slips.length / perPage);
  const ordered: T[] = [];
  for (let page = 0; page < pages; page++) {
    for (let position = 0; position < perPage; position++) {
      const slip = slips[position * pages + page];
      if (slip !== undefined) ordered.push(slip);
    }
  }
  return ordered;
}
