import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { DOCUMENT_NAME_MAX_LENGTH } from '~/api/contract/document-editing-endpoints'
import { documentTypes } from '~/api/contract/documents'
import { localizedText } from '~/api/contract/localized-text'
import { documentFiles } from '~/backend/db/document-files-schema'
import { documents, products } from '~/backend/db/schema'
import { productSpecSheets } from '~/backend/db/spec-sheets-schema'
import { locales } from '~/i18n/locales'
import { documentStorageKey } from '../content/documents/document-files'
import { specSheetStorageKey } from '../content/spec-sheets/spec-sheet-files'
import { holdsRows, schemaPart } from './schema-part'

/** A PDF staff uploaded for one language: its bytes are the archive's file under its storage key. */
const languageFile = v.object({
  locale: v.picklist(locales),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  originalName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(300)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
})

/** The company's documents by type: their names and the PDFs uploaded per language (the shipped ones are the site's own). */
export const documentPart = schemaPart({
  name: 'documents',
  schema: v.object({
    type: v.picklist(documentTypes),
    name: localizedText(DOCUMENT_NAME_MAX_LENGTH),
    fileName: v.pipe(v.string(), v.nonEmpty(), v.maxLength(300)),
    mimeType: v.literal('application/pdf'),
    files: v.array(languageFile),
  }),
  references: (item) => ({ files: item.files.map((file) => ({ field: 'files', key: documentStorageKey(file.sha256) })) }),
  async read(db, _ids, files) {
    const rows = await db.select().from(documents).orderBy(asc(documents.id))
    const uploads = await db.select().from(documentFiles).orderBy(asc(documentFiles.documentType), asc(documentFiles.locale))
    for (const upload of uploads) files.add(documentStorageKey(upload.sha256))
    return rows.map((row) => ({
      type: row.documentType,
      name: row.name,
      fileName: row.fileName,
      mimeType: 'application/pdf' as const,
      files: uploads
        .filter((upload) => upload.documentType === row.documentType)
        .map(({ locale, sha256, originalName, bytes }) => ({ locale, sha256, originalName, bytes })),
    }))
  },
  async write(tx, items) {
    for (const { type, files, ...document } of items) {
      // Every site has a row per type (reference data): the archive's names and files replace its.
      await tx
        .insert(documents)
        .values({ documentType: type, ...document })
        .onConflictDoUpdate({ target: documents.documentType, set: document })
      await tx.delete(documentFiles).where(eq(documentFiles.documentType, type))
      if (files.length > 0) await tx.insert(documentFiles).values(files.map((file) => ({ documentType: type, ...file })))
    }
  },
  holdsItems: (db) => holdsRows(db, documentFiles),
})

/** The raw materials' specification sheets staff uploaded, by the product's key and language. */
export const specSheetPart = schemaPart({
  name: 'spec-sheets',
  schema: v.object({ product: v.pipe(v.string(), v.nonEmpty()), ...languageFile.entries }),
  references: (item) => ({
    keys: [{ field: 'product', kind: 'product', key: item.product }],
    files: [{ field: 'sha256', key: specSheetStorageKey(item.sha256) }],
  }),
  async read(db, ids, files) {
    const rows = await db
      .select()
      .from(productSpecSheets)
      .innerJoin(products, eq(products.id, productSpecSheets.productId))
      .orderBy(asc(products.key), asc(productSpecSheets.locale))
    return rows.map(({ product_spec_sheets: sheet }) => {
      files.add(specSheetStorageKey(sheet.sha256))
      const { locale, sha256, originalName, bytes } = sheet
      return { product: ids.product.get(sheet.productId) ?? '', locale, sha256, originalName, bytes }
    })
  },
  async write(tx, items, ids) {
    const rows = items.flatMap(({ product, ...sheet }) => {
      const productId = ids.product.get(product)
      return productId === undefined ? [] : [{ productId, ...sheet }]
    })
    if (rows.length > 0) await tx.insert(productSpecSheets).values(rows)
  },
  holdsItems: (db) => holdsRows(db, productSpecSheets),
})
