import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { documentStorageKey } from '~/backend/content/documents/document-files'
import { specSheetStorageKey } from '~/backend/content/spec-sheets/spec-sheet-files'
import { mediaItems } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { documentFiles } from '~/backend/db/document-files-schema'
import { redirects } from '~/backend/db/redirects-schema'
import { clients, posts, products } from '~/backend/db/schema'
import { productSpecSheets } from '~/backend/db/spec-sheets-schema'
import { mediaStorageKey } from '~/backend/media/media-storage'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { pdfBytes } from './inquiry-fixtures'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Parts the demo content fills, one of each sort of kind: posts, products, the company's, the FAQ, pharmacies. */
export const partsOfTheDemo = [
  'news',
  'press',
  'patent',
  'thesis',
  'products-material',
  'history',
  'people',
  'faq-entries',
  'pharmacies',
]

/** A file storage in a folder of its own, removed by `cleanUp`. */
export async function tempStorage(folders: string[], label: string): Promise<LocalFileStorage> {
  const folder = await mkdtemp(join(tmpdir(), `content-archive-${label}-`))
  folders.push(folder)
  return new LocalFileStorage(folder)
}

export const removeFolders = (folders: string[]) =>
  Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))

/**
 * What the demo content lacks and a company's site has: an image of the library shown in a news body, as its share
 * image and as a client's logo; a document's and a raw material's PDFs; a redirect.
 */
export async function addFilesAndReferences(db: Database, storage: LocalFileStorage) {
  const imageBytes = new TextEncoder().encode('an image, as its variants are stored')
  const variant = {
    format: 'webp' as const,
    width: 320,
    name: `${sha256(imageBytes).slice(0, 16)}-320.webp`,
    bytes: imageBytes.length,
  }
  await storage.put(mediaStorageKey(variant.name), imageBytes, 'image/webp')
  const [image] = await db
    .insert(mediaItems)
    .values({
      sha256: sha256(imageBytes),
      originalName: 'lab.png',
      width: 640,
      height: 480,
      files: [variant],
      alt: { 'ko-KR': '연구실', 'en-US': 'The lab' },
    })
    .returning({ id: mediaItems.id })
  const mediaId = image?.id ?? 0
  const [news] = await db.select().from(posts).where(eq(posts.postType, 'news')).orderBy(asc(posts.id)).limit(1)
  await db
    .update(posts)
    .set({
      body: { 'ko-KR': { type: 'doc', content: [{ type: 'image', attrs: { mediaId } }] } },
      seo: {
        noindex: false,
        translations: { 'ko-KR': { title: '연구', description: '', image: { mediaId, focusX: 0.5, focusY: 0.25 } } },
      },
    })
    .where(eq(posts.id, news?.id ?? 0))
  await db.update(clients).set({ logoMediaId: mediaId }).where(sql`${clients.id} = (SELECT min(id) FROM ${clients})`)

  const documentPdf = pdfBytes('company deck')
  await storage.put(documentStorageKey(sha256(documentPdf)), documentPdf, 'application/pdf')
  await db.insert(documentFiles).values({
    documentType: 'COMPANY',
    locale: 'en-US',
    sha256: sha256(documentPdf),
    originalName: 'deck.pdf',
    bytes: documentPdf.length,
  })
  const sheetPdf = pdfBytes('specification')
  await storage.put(specSheetStorageKey(sha256(sheetPdf)), sheetPdf, 'application/pdf')
  const [material] = await db.select().from(products).where(eq(products.productType, 'material')).limit(1)
  await db.insert(productSpecSheets).values({
    productId: material?.id ?? 0,
    locale: 'ko-KR',
    sha256: sha256(sheetPdf),
    originalName: 'sheet.pdf',
    bytes: sheetPdf.length,
  })
  await db.insert(redirects).values({ fromAddress: '/old/about.html', toAddress: '/company', status: 301 })
}

/** A site with no content: what a production start leaves (the long-form pages and the documents' rows stay). */
export async function emptySite(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE media_items, post_categories, posts, products, pharmacies, pharmacy_products,
    history_entries, clients, people, openings, testimonials, figures, faq_categories, faq_entries, redirects,
    document_files, product_spec_sheets, company_details, content_drafts, content_revisions RESTART IDENTITY CASCADE`)
}
