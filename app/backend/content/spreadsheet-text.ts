/**
 * A text file a spreadsheet saved: UTF-8 (with or without its byte order mark), else CP949, which Korean Excel writes
 * a CSV in; undefined for neither. For the pharmacy list's and the redirects' imports.
 */
export function decodeSpreadsheetText(bytes: Uint8Array): string | undefined {
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes)
    } catch {
      // the next encoding
    }
  }
  return undefined
}

/** What the CSV exports put before a cell a spreadsheet would run as a formula (admin/csv.ts): taken off again. */
const GUARDED_FORMULA = /^'(?=[=+\-@\t\r])/

export const unguardedCell = (text: string) => text.replace(GUARDED_FORMULA, '')
