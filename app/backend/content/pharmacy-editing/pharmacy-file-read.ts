import Papa from 'papaparse'
import {
  PHARMACY_IMPORT_MAX_ROWS,
  type PharmacyFileFormat,
  type PharmacyImportProblemCode,
} from '~/api/contract/pharmacy-editing-endpoints'
import { decodeSpreadsheetText, unguardedCell } from '../spreadsheet-text'
import { readXlsxOnThread, type SheetRow } from './xlsx-read.server'
import { MAX_UNPACKED_BYTES } from './zip-inflate-checked.mjs'

export type { SheetRow }

export type FileFormat = PharmacyFileFormat

export type ReadFile =
  | { ok: true; format: FileFormat; rows: SheetRow[] }
  | { ok: false; format: FileFormat; code: PharmacyImportProblemCode; line?: number; limit?: number }

/** The header and the most rows an import takes. */
const MAX_LINES = PHARMACY_IMPORT_MAX_ROWS + 1

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

function readCsv(bytes: Uint8Array): ReadFile {
  const text = decodeSpreadsheetText(bytes)
  if (text === undefined) return { ok: false, format: 'csv', code: 'unreadable' }
  // Blank lines are kept (and skipped later) so that each row keeps its number.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, preview: MAX_LINES + 1 })
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes')
  if (quoteError) return { ok: false, format: 'csv', code: 'unreadable', line: (quoteError.row ?? 0) + 1 }
  if (parsed.data.length > MAX_LINES) return { ok: false, format: 'csv', code: 'too_many_rows' }
  const rows = parsed.data.map((cells, index) => ({ line: index + 1, cells: cells.map(unguardedCell) }))
  return { ok: true, format: 'csv', rows }
}

/**
 * A workbook, all of it read off the serving thread (xlsx-read.server.ts): unpacked first with its bytes counted as they
 * come out (refused at MAX_UNPACKED_BYTES, whatever its directory says) and its rows counted in its sheets' XML
 * (refused past the limit before anything parses it), then read by ExcelJS.
 */
async function readXlsx(bytes: Uint8Array): Promise<ReadFile> {
  const read = await readXlsxOnThread(bytes, { maxUnpackedBytes: MAX_UNPACKED_BYTES, maxRows: MAX_LINES })
  if (!read.ok) {
    return read.problem === 'too_large'
      ? { ok: false, format: 'xlsx', code: 'too_large', limit: MAX_UNPACKED_BYTES }
      : { ok: false, format: 'xlsx', code: read.problem }
  }
  if (read.rows.length > MAX_LINES) return { ok: false, format: 'xlsx', code: 'too_many_rows' }
  return { ok: true, format: 'xlsx', rows: read.rows.map((row) => ({ ...row, cells: row.cells.map(unguardedCell) })) }
}

/** The rows of an uploaded pharmacy list: an XLSX workbook (its first sheet with anything in it), or CSV. */
export function readPharmacyFile(bytes: Uint8Array): Promise<ReadFile> | ReadFile {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes)
}
