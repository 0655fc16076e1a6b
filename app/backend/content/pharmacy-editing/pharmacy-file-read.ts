import type { CellValue } from 'exceljs'
import Papa from 'papaparse'
import { PHARMACY_IMPORT_MAX_ROWS, type PharmacyImportProblemCode } from '~/api/contract/pharmacy-editing-endpoints'
import { zipUnpackedSize } from './zip-unpacked-size'

/** One row of the file: its number as a spreadsheet shows it (the first is 1) and its cells as text. */
export interface SheetRow {
  line: number
  cells: string[]
}

export type FileFormat = 'csv' | 'xlsx'

export type ReadFile =
  | { ok: true; format: FileFormat; rows: SheetRow[] }
  | { ok: false; format: FileFormat; code: PharmacyImportProblemCode; line?: number; limit?: number }

/** The header and the most rows an import takes. */
const MAX_LINES = PHARMACY_IMPORT_MAX_ROWS + 1
/** A workbook of 5,000 pharmacies unpacks to a few megabytes; far more is no pharmacy list. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024

/** What the CSV export puts before a cell a spreadsheet would run as a formula (admin/csv.ts): taken off again. */
const GUARDED_FORMULA = /^'(?=[=+\-@\t\r])/

const unguarded = (text: string) => text.replace(GUARDED_FORMULA, '')

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/** UTF-8 (with or without its byte order mark), else CP949, which Korean Excel writes a CSV in; undefined for neither. */
function decodeText(bytes: Uint8Array): string | undefined {
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes)
    } catch {
      // the next encoding
    }
  }
  return undefined
}

function readCsv(bytes: Uint8Array): ReadFile {
  const text = decodeText(bytes)
  if (text === undefined) return { ok: false, format: 'csv', code: 'unreadable' }
  // Blank lines are kept (and skipped later) so that each row keeps its number.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, preview: MAX_LINES + 1 })
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes')
  if (quoteError) return { ok: false, format: 'csv', code: 'unreadable', line: (quoteError.row ?? 0) + 1 }
  if (parsed.data.length > MAX_LINES) return { ok: false, format: 'csv', code: 'too_many_rows' }
  const rows = parsed.data.map((cells, index) => ({ line: index + 1, cells: cells.map(unguarded) }))
  return { ok: true, format: 'csv', rows }
}

/** A cell's value as the text a person sees in it (a formula's last result; a date as YYYY-MM-DD). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as CellValue)
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue)
  return ''
}

async function readXlsx(bytes: Uint8Array): Promise<ReadFile> {
  const unpacked = zipUnpackedSize(bytes)
  if (unpacked === undefined) return { ok: false, format: 'xlsx', code: 'unreadable' }
  if (unpacked > MAX_UNPACKED_BYTES) return { ok: false, format: 'xlsx', code: 'too_large', limit: MAX_UNPACKED_BYTES }
  // Loaded on the first workbook only: most imports are CSV.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    return { ok: false, format: 'xlsx', code: 'unreadable' }
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0)
  if (!sheet) return { ok: true, format: 'xlsx', rows: [] }
  if (sheet.actualRowCount > MAX_LINES) return { ok: false, format: 'xlsx', code: 'too_many_rows' }
  const rows: SheetRow[] = []
  sheet.eachRow((row, line) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = unguarded(cellText(cell.value))
    })
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') })
  })
  return { ok: true, format: 'xlsx', rows }
}

/** The rows of an uploaded pharmacy list: an XLSX workbook (its first sheet with anything in it), or CSV. */
export function readPharmacyFile(bytes: Uint8Array): Promise<ReadFile> | ReadFile {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes)
}
