import * as v from 'valibot'
import {
  PHARMACY_IMPORT_MAX_ROWS,
  PHARMACY_MAX_PRODUCTS,
  type PharmacyFields,
  type PharmacyImportProblemCode,
  pharmacyFields,
} from '~/api/contract/pharmacy-editing-endpoints'
import { type PharmacyFileColumn, pharmacyFileColumns } from '~/api/contract/pharmacy-file-columns'
import { textFault } from '~/api/contract/text-fault'
import { textFaults } from '~/api/contract/text-faults'
import { baseLocale, locales } from '~/i18n/locales'
import type { LocalizedText } from '../../db/schema'
import { columnOfHeader, headerKey } from './pharmacy-file-headers'
import type { SheetRow } from './pharmacy-file-read'
import type { ProblemParams } from './pharmacy-import-messages'

type ColumnKey = PharmacyFileColumn['key']

/** A problem before it is put in words: its row (null: the file's), the column as the file names it, its code. */
export interface RowProblem {
  line: number | null
  column: string | null
  code: PharmacyImportProblemCode
  params: ProblemParams
}

export interface CheckedRow {
  line: number
  fields: PharmacyFields
}

export interface CheckedRows {
  rows: CheckedRow[]
  /** How many pharmacy rows the file holds (blank rows aside), good or bad. */
  count: number
  problems: RowProblem[]
  ignoredColumns: string[]
}

export interface CatalogueProduct {
  id: number
  key: string
  name: LocalizedText
}

/** The same pharmacy: the same Korean name and address, whatever the spacing. */
export function pharmacyIdentity(fields: { name: LocalizedText; address: LocalizedText }): string {
  const tidy = (text: string | undefined) => headerKey(text ?? '')
  return `${tidy(fields.name[baseLocale])}\n${tidy(fields.address[baseLocale])}`
}

/** A cell's degrees: a number (a decimal comma taken as a point), null when blank; text that is none stays text, refused. */
function degreesOf(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.')
  if (!trimmed) return null
  const degrees = Number(trimmed)
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(degrees) ? degrees : trimmed
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')

/** The columns of one text each, read as the contract reads its fields (the coordinates are text until read as degrees). */
const textCells = ['phone', 'siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'latitude', 'longitude'] as const

/** Product names (any language) and keys, as a file may spell them. */
function productFinder(catalogue: CatalogueProduct[]) {
  const byName = new Map<string, number>()
  for (const product of catalogue) {
    byName.set(headerKey(product.key), product.id)
    for (const name of Object.values(product.name)) if (name) byName.set(headerKey(name), product.id)
  }
  return (text: string) => byName.get(headerKey(text))
}

/** The column of a field of the contract's pharmacy (`name`, `name.en-US`), as the file's columns are keyed. */
function columnKeyOf([field, locale]: string[]): ColumnKey {
  const localeKey = locale && locale !== baseLocale ? (`${field}:${locale}` as ColumnKey) : undefined
  return (localeKey ?? field ?? 'name') as ColumnKey
}

/** What a cell's value breaks of the contract's rules, as an import problem. */
function problemOfIssue(issue: v.BaseIssue<unknown>): { key: ColumnKey; code: PharmacyImportProblemCode; max?: number } {
  const [field, locale] = (issue.path ?? []).map((item) => String(item.key))
  const key = columnKeyOf([field ?? '', locale ?? ''])
  if (issue.type === 'max_length') return { key, code: 'too_long', max: Number(issue.requirement) }
  if (issue.type === 'regex' && field === 'phone') return { key, code: 'invalid_phone' }
  if (issue.type === 'partial_check' && field === 'siNm') return { key, code: 'unknown_province' }
  if (issue.type === 'partial_check' && field === 'sggNm') return { key, code: 'unknown_district' }
  if (issue.type === 'partial_check' && field === 'longitude') return { key: 'longitude', code: 'coordinates_incomplete' }
  if (field === 'latitude' || field === 'longitude') return { key, code: 'invalid_coordinate' }
  if (issue.type === 'partial_check') return { key: 'subwayArea', code: 'subway_incomplete' }
  return { key, code: 'required' }
}

/**
 * Reads the rows under the header (the first row with anything in it) into a pharmacy's fields, by the editing
 * contract's own schema: every problem of every row is found, none stops the check.
 */
export function checkPharmacyRows(sheet: SheetRow[], catalogue: CatalogueProduct[]): CheckedRows {
  const result: CheckedRows = { rows: [], count: 0, problems: [], ignoredColumns: [] }
  const headerAt = sheet.findIndex((row) => !isBlank(row.cells))
  const header = sheet[headerAt]
  if (!header) {
    result.problems.push({ line: null, column: null, code: 'no_rows', params: {} })
    return result
  }
  const problem = (line: number | null, column: string | null, code: PharmacyImportProblemCode, params: ProblemParams = {}) =>
    result.problems.push({ line, column, code, params: { column: column ?? undefined, ...params } })

  const indexOf = new Map<ColumnKey, number>()
  const headerOf = new Map<ColumnKey, string>()
  header.cells.forEach((cell, index) => {
    const text = cell.trim()
    if (!text) return
    const column = columnOfHeader(text)
    if (!column) result.ignoredColumns.push(text)
    else if (indexOf.has(column.key)) problem(header.line, text, 'duplicate_column')
    else {
      indexOf.set(column.key, index)
      headerOf.set(column.key, text)
    }
  })
  for (const column of pharmacyFileColumns) {
    if (column.required && !indexOf.has(column.key))
      problem(header.line, `${column.header.ko} (${column.header.en})`, 'missing_column')
  }
  if (result.problems.length > 0) return result

  const findProduct = productFinder(catalogue)
  const seen = new Map<string, number>()
  const columnName = (key: ColumnKey) =>
    headerOf.get(key) ?? pharmacyFileColumns.find((column) => column.key === key)?.header.ko ?? key
  for (const row of sheet.slice(headerAt + 1)) {
    if (isBlank(row.cells)) continue
    result.count += 1
    if (result.count > PHARMACY_IMPORT_MAX_ROWS) {
      problem(row.line, null, 'too_many_rows', { max: PHARMACY_IMPORT_MAX_ROWS })
      break
    }
    const cell = (key: ColumnKey) => {
      const index = indexOf.get(key)
      return index === undefined ? '' : (row.cells[index] ?? '')
    }
    const localized = (field: 'name' | 'address') =>
      Object.fromEntries(locales.map((locale) => [locale, cell(locale === baseLocale ? field : `${field}:${locale}`)]))

    // A cell the contract would refuse for its characters is named first, and nothing of it is read further (decision
    // 105). Each cell is a line but the products', which lists them a line each as well.
    const texts = {
      name: localized('name'),
      address: localized('address'),
      ...Object.fromEntries(textCells.map((key) => [key, cell(key)])),
    }
    const faults = textFaults(pharmacyFields, texts).map(({ path, fault }) => ({ key: columnKeyOf(path.split('.')), fault }))
    const productsFault = textFault(cell('products'), 'multi')
    if (productsFault) faults.push({ key: 'products', fault: productsFault })
    if (faults.length > 0) {
      for (const { key, fault } of faults)
        problem(row.line, columnName(key), fault === 'unkeepable' ? 'unkeepable_text' : 'line_break')
      continue
    }

    const productIds = new Set<number>()
    let productsOk = true
    for (const name of cell('products').split(/[;,|\r\n]+/)) {
      if (!name.trim()) continue
      const id = findProduct(name)
      if (id === undefined) {
        problem(row.line, columnName('products'), 'unknown_product', { product: name.trim() })
        productsOk = false
      } else productIds.add(id)
    }
    if (productIds.size > PHARMACY_MAX_PRODUCTS) {
      problem(row.line, columnName('products'), 'too_many_products', { max: PHARMACY_MAX_PRODUCTS })
      productsOk = false
    }

    const parsed = v.safeParse(pharmacyFields, {
      name: localized('name'),
      address: localized('address'),
      phone: cell('phone'),
      siNm: cell('siNm'),
      sggNm: cell('sggNm'),
      subwayArea: cell('subwayArea'),
      subwayLine: cell('subwayLine'),
      subwayName: cell('subwayName'),
      latitude: degreesOf(cell('latitude')),
      longitude: degreesOf(cell('longitude')),
      productIds: productsOk ? [...productIds] : [],
    })
    if (!parsed.success) {
      // One problem a cell: an empty one is not also "no telephone number".
      const found = new Set<string>()
      for (const issue of parsed.issues) {
        const { key, code, max } = problemOfIssue(issue)
        if (found.has(key)) continue
        found.add(key)
        const named = code === 'unknown_province' || code === 'unknown_district' || code === 'invalid_coordinate'
        const written = named ? { value: cell(key).trim() } : {}
        const whole = code === 'subway_incomplete' || code === 'coordinates_incomplete'
        problem(row.line, whole ? null : columnName(key), code, max ? { max } : written)
      }
      continue
    }
    if (!productsOk) continue
    const identity = pharmacyIdentity(parsed.output)
    const first = seen.get(identity)
    if (first !== undefined) {
      problem(row.line, null, 'duplicate_row', { line: first })
      continue
    }
    seen.set(identity, row.line)
    result.rows.push({ line: row.line, fields: parsed.output })
  }
  if (result.count === 0) problem(null, null, 'no_rows')
  return result
}
