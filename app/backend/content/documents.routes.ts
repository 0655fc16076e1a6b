import { asc } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { documents } from '~/backend/db/schema'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import { currentFileFor, documentsWithFiles } from './documents/document-files'

/** The company's downloadable documents and their types: the reader's language's file, else Korean's, else the shipped one. */
export function registerDocumentRoutes(app: Hono, db: Database): void {
  implement(app, api.documents, async ({ query, locale }) => {
    const rows = await documentsWithFiles(db, query.type)
    return rows.map(({ document, files }) => {
      const file = currentFileFor(document, files, locale)
      return {
        id: document.id,
        type: document.documentType,
        name: pick(document.name, locale),
        url: file.url,
        fileName: file.fileName,
        mimeType: document.mimeType,
        bytes: file.bytes,
        updatedAt: file.updatedAt,
      }
    })
  })

  implement(app, api.documentTypes, async ({ locale }) => {
    const rows = await db.select().from(documents).orderBy(asc(documents.id))
    return rows.map((row) => ({ type: row.documentType, name: pick(row.name, locale) }))
  })
}
