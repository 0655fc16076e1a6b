import { asc } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { pharmacyExport } from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacyFileColumns } from '~/api/contract/pharmacy-file-columns'
import { seoulDay } from '~/i18n/korean-calendar'
import { baseLocale, type Locale } from '~/i18n/locales'
import { CSV_TYPE, csvDocument, exportDownload } from '../../admin/csv'
import type { Database } from '../../db/database.server'
import { pharmacies } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { pick } from '../../http/localize'
import { requestLocale } from '../../http/request-locale'
import { requireActor } from '../../staff/require-actor'
import { languageOf } from './pharmacy-import-messages'
import { productCatalogue, productIdsOf } from './pharmacy-records'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Between a pharmacy's products in the file (an import also takes `,`, `|` and line breaks). */
const PRODUCT_SEPARATOR = '; '

/** The whole list as rows of the file's columns, the header first, in the request's language (Korean or English). */
async function exportRows(db: Database, locale: Locale): Promise<string[][]> {
  const language = languageOf(locale)
  const productLocale: Locale = language === 'ko' ? baseLocale : 'en-US'
  const [rows, catalogue] = await Promise.all([
    db.select().from(pharmacies).orderBy(asc(pharmacies.siNm), asc(pharmacies.sggNm), asc(pharmacies.id)),
    productCatalogue(db),
  ])
  const productName = new Map(catalogue.map((product) => [product.id, pick(product.name, productLocale)]))
  const stocked = await productIdsOf(
    db,
    rows.map((row) => row.id),
  )
  const header = pharmacyFileColumns.map((column) => column.header[language])
  const body = rows.map((row) =>
    pharmacyFileColumns.map((column): string => {
      const [field, locale] = column.key.split(':') as [string, Locale | undefined]
      if (field === 'name' || field === 'address') return row[field][locale ?? baseLocale] ?? ''
      if (field === 'latitude' || field === 'longitude') return row[field] === null ? '' : String(row[field])
      if (field === 'products') return (stocked.get(row.id) ?? []).map((id) => productName.get(id) ?? '').join(PRODUCT_SEPARATOR)
      return row[field as 'phone' | 'siNm' | 'sggNm' | 'subwayArea' | 'subwayLine' | 'subwayName'] ?? ''
    }),
  )
  return [header, ...body]
}

/** Every cell as text (a telephone number keeps its leading 0), the header bold and frozen. */
async function workbookOf(rows: string[][], sheetName: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRows(rows)
  sheet.getRow(1).font = { bold: true }
  sheet.columns.forEach((column, index) => {
    column.width = index < 2 ? 36 : 16
    column.numFmt = '@'
  })
  return Uint8Array.from(new Uint8Array(await workbook.xlsx.writeBuffer()))
}

/**
 * GET /admin/content/pharmacies/export: the whole list in the import's columns, as CSV (UTF-8 with a byte order mark,
 * formulas shown as text) or XLSX. Reference data with no personal field: not audited.
 */
export function registerPharmacyExportRoute(app: Hono, db: Database): void {
  app.get(pharmacyExport.path, async (context) => {
    requireActor(context, pharmacyExport)
    const parsed = v.safeParse(pharmacyExport.query, Object.fromEntries(new URL(context.req.url).searchParams))
    if (!parsed.success) throw new ApiError('BAD_REQUEST')
    const { format } = parsed.output
    const locale = requestLocale(context.req.raw)
    const rows = await exportRows(db, locale)
    const body =
      format === 'csv' ? csvDocument(rows) : await workbookOf(rows, languageOf(locale) === 'ko' ? '약국' : 'Pharmacies')
    return exportDownload(body, {
      prefix: 'pharmacies',
      extension: format,
      day: seoulDay(new Date()),
      contentType: format === 'csv' ? CSV_TYPE : XLSX_TYPE,
    })
  })
}
