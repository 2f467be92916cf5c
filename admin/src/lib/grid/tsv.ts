/**
 * Tab-separated text as spreadsheets put it on the clipboard: rows by line breaks (CRLF or
 * LF, the last one optional), cells by tabs, a cell with a tab, quote or line break quoted
 * with `"` and its quotes doubled.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

const needsQuotes = /[\t\n\r"]/;

/** Cells as tab-separated lines, the inverse of {@link parseTsv}. */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join('\t'),
    )
    .join('\n');
}
