/** The byte-order mark that makes Excel read a CSV file as UTF-8 (so Hindi names survive). */
export const UTF8_BOM = "\uFEFF";

// A spreadsheet treats a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe, and a
 * cell holding a comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
