/** UTF-8 byte order mark: Excel then reads Chinese correctly. */
export const CSV_BOM = '\uFEFF';

/** A CSV cell: quoted, and a leading = + - @ neutralised so that Excel does not run it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF, as Excel writes it). */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
