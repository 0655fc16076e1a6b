/** What Excel and other spreadsheets take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted, inner quotes doubled. A value a spreadsheet would run as a formula is prefixed with
 * an apostrophe, which shows it as the text it is.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** A whole CSV file: a UTF-8 byte order mark (so that Excel reads Korean as UTF-8), CRLF between rows. */
export function csvDocument(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
