/** What Excel and other spreadsheets take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A phone number as people write it abroad (`+82 10-1234-5678`): a plus, then only digits and separators. */
const INTERNATIONAL_PHONE = /^\+[0-9][0-9 ()./-]*$/

/**
 * One CSV cell (RFC 4180): quoted, inner quotes doubled. A value a spreadsheet would run as a formula is prefixed with
 * an apostrophe, which shows it as the text it is. A phone number starting with `+` would show that apostrophe in
 * front of it (a spreadsheet opening a CSV keeps it), so it is written as a formula of our own that only returns the
 * number as text (`="+82 10-1234-5678"`): it holds nothing but digits and separators, so nothing runs.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = INTERNATIONAL_PHONE.test(text) ? `="${text}"` : FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** A whole CSV file: a UTF-8 byte order mark (so that Excel reads Korean as UTF-8), CRLF between rows. */
export function csvDocument(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
