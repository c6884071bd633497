/** Byte order mark: without it Excel reads UTF-8 as Latin-1 and garbles the accents. */
export const csvBom = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: formula-looking text is prefixed with a quote, then quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[], separator: string) {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
