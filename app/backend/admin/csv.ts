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

export const CSV_TYPE = 'text/csv; charset=utf-8'

/**
 * An export as a download named for the Korean day it was made (`inquiries-20260209.csv`): never shown inline, never
 * sniffed, never stored by a cache, and told apart per language (its header row follows the request's).
 */
export function exportDownload(
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  file: { prefix: string; extension: string; day: string; contentType?: string },
): Response {
  const name = `${file.prefix}-${file.day.replaceAll('-', '')}.${file.extension}`
  return new Response(body, {
    headers: {
      'content-type': file.contentType ?? CSV_TYPE,
      'content-disposition': `attachment; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      vary: 'accept-language',
    },
  })
}
