/** UTF-8 byte order mark: Excel then reads Chinese correctly. */
export const CSV_BOM = '\uFEFF';

/**
 * Characters that start a formula in Excel, LibreOffice or WPS: = + - @, the full-width forms Chinese input methods
 * type (＝ ＋ － ＠), and `|` (DDE in older Excel).
 */
const FORMULA_START = /^[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Whitespace, control and invisible format characters that a spreadsheet skips before it reads a formula. */
const LEADING_IGNORED = /^[\s\p{Cc}\p{Cf}\u00A0\u3000]+/u;

/**
 * A CSV cell: quoted, and a formula neutralised with a leading apostrophe (OWASP's CSV injection advice), also when
 * it hides behind leading spaces, tabs, no-break spaces or control characters.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  const leading = LEADING_IGNORED.exec(text)?.[0] ?? '';
  if (/^[\t\r]/.test(text) || FORMULA_START.test(text.slice(leading.length))) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF, as Excel writes it). */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
