import { asc, eq, inArray } from 'drizzle-orm'
import type { SpecSheet } from '~/api/contract/products'
import type { MaterialSpecSheets } from '~/api/contract/spec-sheet-endpoints'
import type { Database } from '~/backend/db/database.server'
import { type LocalizedText, products } from '~/backend/db/schema'
import { productSpecSheets } from '~/backend/db/spec-sheets-schema'
import { staffAccounts } from '~/backend/db/staff-schema'
import { ApiError } from '~/backend/http/api-error'
import { pick } from '~/backend/http/localize'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { harmlessPdfName } from '../documents/document-download-name'
import { uploadForEditing } from '../documents/document-files'
import shippedSheets from './shipped-spec-sheets.gen.json'

/** Where the shipped sheets are served from (public/documents/spec-sheets, written by scripts/build-spec-sheets.mjs). */
const SHIPPED_SHEETS_PATH = '/documents/spec-sheets'
/** Where the uploaded ones are served (the backend's mount), cached a year. */
const SHEET_FILES_PATH = '/api/v1/spec-sheets/files'

/** The shipped sheets' sizes, by material key and language (written with the sheets at build time). */
const shipped = shippedSheets as Record<string, Partial<Record<Locale, number>>>
/** The shipped sheets' file names end in the language's first part (`…-ko.pdf`, `…-en.pdf`). */
const shippedFile = (key: string, locale: Locale) => `${SHIPPED_SHEETS_PATH}/${key}-${locale.slice(0, 2)}.pdf`

/** Where an uploaded sheet is kept in the storage (the folder or the S3 bucket of the attachments). */
export const specSheetStorageKey = (sha256: string) => `spec-sheets/${sha256}.pdf`

type SheetRow = typeof productSpecSheets.$inferSelect & { updatedByName?: string | null }
interface Material {
  id: number
  key: string
  name: LocalizedText
}

/**
 * The languages whose sheet a reader of `locale` is offered, best first: their own, then English for Chinese and
 * Japanese (the shipped sheets are Korean and English only), then Korean.
 */
function sheetLanguagesFor(locale: Locale): Locale[] {
  const chain: Locale[] = [locale]
  if (locale !== 'en-US' && locale !== baseLocale) chain.push('en-US')
  if (locale !== baseLocale) chain.push(baseLocale)
  return chain
}

/** The name a sheet in `locale` is saved under: the material's name in that language and "Specification sheet". */
function specSheetDownloadName(name: LocalizedText, locale: Locale): string {
  return harmlessPdfName(`${pick(name, locale)} ${m.product_spec_sheet({}, { locale })}`, 'specification-sheet')
}

const uploadUrl = (sha256: string, fileName: string) => `${SHEET_FILES_PATH}/${sha256}/${encodeURIComponent(fileName)}`

/** A language's own sheet of a material: its upload, else the sheet the site ships in it; null when it has neither. */
function sheetIn(material: Material, sheets: SheetRow[], locale: Locale): (SpecSheet & { shipped: boolean }) | null {
  const fileName = specSheetDownloadName(material.name, locale)
  const upload = sheets.find((sheet) => sheet.locale === locale)
  if (upload) return { url: uploadUrl(upload.sha256, fileName), fileName, bytes: upload.bytes, locale, shipped: false }
  const bytes = shipped[material.key]?.[locale]
  if (bytes === undefined) return null
  return { url: shippedFile(material.key, locale), fileName, bytes, locale, shipped: true }
}

/** What a reader of `locale` is offered: the first language of theirs (see sheetLanguagesFor) that has a sheet. */
function currentSheetFor(material: Material, sheets: SheetRow[], locale: Locale) {
  for (const language of sheetLanguagesFor(locale)) {
    const sheet = sheetIn(material, sheets, language)
    if (sheet) return sheet
  }
  return null
}

/** The public read's sheet: what `currentSheetFor` finds, without whether it is the shipped one. */
export function publicSheetFor(material: Material, sheets: SheetRow[], locale: Locale): SpecSheet | null {
  const sheet = currentSheetFor(material, sheets, locale)
  if (!sheet) return null
  const { shipped: _shipped, ...offered } = sheet
  return offered
}

/** The uploaded sheets of these products. */
export async function sheetsOf(db: Pick<Database, 'select'>, productIds: number[]): Promise<SheetRow[]> {
  if (productIds.length === 0) return []
  const rows = await db
    .select({ sheet: productSpecSheets, updatedByName: staffAccounts.name })
    .from(productSpecSheets)
    .leftJoin(staffAccounts, eq(staffAccounts.id, productSpecSheets.updatedBy))
    .where(inArray(productSpecSheets.productId, productIds))
  return rows.map(({ sheet, updatedByName }) => ({ ...sheet, updatedByName }))
}

function forEditing(material: Material & { active: boolean }, sheets: SheetRow[]): MaterialSpecSheets {
  return {
    productId: material.id,
    name: { ...material.name },
    active: material.active,
    languages: locales.map((locale) => {
      const own = sheets.find((sheet) => sheet.locale === locale)
      const fileName = specSheetDownloadName(material.name, locale)
      return {
        locale,
        file: own ? uploadForEditing(own, fileName, uploadUrl(own.sha256, fileName)) : null,
        current: currentSheetFor(material, sheets, locale),
      }
    }),
  }
}

const materialColumns = { id: products.id, key: products.key, name: products.name, active: products.active }

/** Every raw material (published or not), in the site's order, with its sheets, as the console shows them. */
export async function materialsWithSheets(db: Pick<Database, 'select'>): Promise<MaterialSpecSheets[]> {
  const materials = await db
    .select(materialColumns)
    .from(products)
    .where(eq(products.productType, 'material'))
    .orderBy(asc(products.sortOrder), asc(products.id))
  const sheets = await sheetsOf(
    db,
    materials.map((material) => material.id),
  )
  return materials.map((material) =>
    forEditing(
      material,
      sheets.filter((sheet) => sheet.productId === material.id),
    ),
  )
}

/** One raw material's sheets as the console shows them; 404 when the product is none or no raw material. */
export async function materialSheets(db: Pick<Database, 'select'>, productId: number): Promise<MaterialSpecSheets> {
  const [material] = await db
    .select({ ...materialColumns, type: products.productType })
    .from(products)
    .where(eq(products.id, productId))
  if (material?.type !== 'material') throw new ApiError('NOT_FOUND')
  return forEditing(material, await sheetsOf(db, [productId]))
}

/**
 * Whether an address's name is one an uploaded sheet is served under: the sheet's name in its own language, for a
 * material that has these bytes in that language (so no link can give the file a name of its choosing).
 */
export async function isServedSheetName(db: Pick<Database, 'select'>, sha256: string, fileName: string): Promise<boolean> {
  const rows = await db
    .select({ locale: productSpecSheets.locale, name: products.name })
    .from(productSpecSheets)
    .innerJoin(products, eq(products.id, productSpecSheets.productId))
    .where(eq(productSpecSheets.sha256, sha256))
  return rows.some((row) => specSheetDownloadName(row.name, row.locale) === fileName)
}
