/*
 * CSV of RFC 4180: fields separated by commas, quoted with `"` when they hold a comma, a
 * quote or a line break, quotes doubled inside; lines end with CRLF on output, CRLF or LF
 * on input. A leading byte-order mark is ignored.
 *
 * Every file we write is opened in a spreadsheet sooner or later, so text fields are also
 * guarded against formula injection (OWASP "CSV Injection"): see `guardFormula`.
 */

/*
 * A spreadsheet evaluates a cell that starts with `=`, `+`, `-` or `@` (and, after some
 * separators, a tab or carriage return) as a formula: a product titled
 * `=HYPERLINK("http://x","y")` becomes a link. Such a text is written with a `'` before it,
 * which spreadsheets take as "text follows" and do not show. A reader strips that quote
 * again (`unguardFormula`, after its own trimming: product-csv.ts). So that every text reads back exactly, a text that already starts with quotes
 * followed by a trigger (`'=x`) gets one more quote (`''=x`): the guard is applied to
 * exactly the texts `FORMULA` matches, and removed from exactly those that match it after
 * their first quote. A quote before anything else (`'90s`) is left alone both ways.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/** The text as a spreadsheet will show it rather than evaluate it. */
export function guardFormula(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/** The inverse of `guardFormula`. */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * One field. Only strings are guarded: numbers and booleans are ours, not typed by
 * anyone, and a number such as `-5` must stay a number in a spreadsheet.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? guardFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Rows of fields as the file has them (still guarded); throws on an unterminated quote. */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += char;
  }
  if (quoted) throw new Error('Unterminated quoted field');
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  // Blank lines carry nothing.
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}
