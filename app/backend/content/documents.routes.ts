import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { documents } from '~/backend/db/schema'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'

/** Where the shipped document files are served from (public/documents, written at build time). */
export const DOCUMENTS_PATH = '/documents'

/** The company's downloadable documents and their types. */
export function registerDocumentRoutes(app: Hono, db: Database): void {
  implement(app, api.documents, async ({ query, locale }) => {
    const rows = await db
      .select()
      .from(documents)
      .where(query.type ? eq(documents.documentType, query.type) : undefined)
      .orderBy(asc(documents.id))
    return rows.map((row) => ({
      id: row.id,
      type: row.documentType,
      name: pick(row.name, locale),
      url: `${DOCUMENTS_PATH}/${encodeURIComponent(row.fileName)}`,
      fileName: row.fileName,
      mimeType: row.mimeType,
      updatedAt: row.updatedAt.toISOString(),
    }))
  })

  implement(app, api.documentTypes, async ({ locale }) => {
    const rows = await db.select().from(documents).orderBy(asc(documents.id))
    return rows.map((row) => ({ type: row.documentType, name: pick(row.name, locale) }))
  })
}
