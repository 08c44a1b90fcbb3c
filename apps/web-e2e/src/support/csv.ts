/**
 * Reads the CSV the console exports (RFC 4180: quoted cells, doubled quotes, CRLF) into records
 * keyed by the header, so a test checks the file a spreadsheet would open, not the code that wrote it.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header, ...records] = rows;
  if (!header) return [];
  return records.map((record) => Object.fromEntries(header.map((name, column) => [name, record[column] ?? ''])));
}
