import { and, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { documentEditingEndpoints as api, documentFileDownload } from '~/api/contract/document-editing-endpoints'
import type { DocumentType } from '~/api/contract/documents'
import { actorStaffId } from '~/backend/admin/actor-names'
import { attachmentDisposition } from '~/backend/admin/safe-filename'
import { recordAudit } from '~/backend/audit/audit-log'
import type { Database } from '~/backend/db/database.server'
import { documentFiles } from '~/backend/db/document-files-schema'
import { documents } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { holdUploadSlot } from '~/backend/http/upload-slot-middleware'
import { implementStaff } from '~/backend/staff/implement-staff'
import type { FileStorage } from '~/backend/storage/file-storage'
import { immutableFileResponse } from '~/backend/storage/immutable-file-response'
import type { Locale } from '~/i18n/locales'
import { UploadSlots } from '~/server/http/upload-slots'
import { log } from '~/server/logging/log.server'
import { announceContentChange } from '../content-changes.server'
import { documentForEditing, documentStorageKey, documentsWithFiles, forEditing, isServedName } from './document-files'
import { inspectPdf } from './document-pdf.server'
import { assertPdfClean, type StaffPdfStore } from './pdf-malware-check'

/**
 * Uploads one process reads at once, of documents and specification sheets alike: each holds up to 30 MiB, and 40 as
 * base64 in JSON before that (decisions 42, 51).
 */
export const documentUploadSlots = new UploadSlots({ perClient: 1, total: 2 })

const ofFile = (type: DocumentType, locale: Locale) => and(eq(documentFiles.documentType, type), eq(documentFiles.locale, locale))

/** Removes a stored PDF no language of any document names any more (two may share one: the same bytes). */
async function removeUnsharedFile(db: Database, storage: FileStorage, sha256: string): Promise<void> {
  const [shared] = await db
    .select({ type: documentFiles.documentType })
    .from(documentFiles)
    .where(eq(documentFiles.sha256, sha256))
    .limit(1)
  if (shared) return
  await storage
    .delete(documentStorageKey(sha256))
    .catch((error: unknown) => log.error('admin', 'a replaced document file could not be removed', { sha256, error }))
}

/**
 * The documents' admin calls (editors and admins) and the public serving of their uploaded files. Registered after
 * the /admin/* actor middleware (app.ts).
 */
export function registerDocumentEditingRoutes(
  app: Hono,
  db: Database,
  { storage, scanner }: StaffPdfStore,
  uploadSlots = documentUploadSlots,
): void {
  app.get(documentFileDownload.path, async (context) => {
    const parsed = v.safeParse(documentFileDownload.params, context.req.param())
    if (!parsed.success) throw new ApiError('NOT_FOUND')
    const { hash, fileName } = parsed.output
    if (!(await isServedName(db, hash, fileName))) throw new ApiError('NOT_FOUND')
    // The address holds a hash of the bytes and the name: another file or another name is another address.
    return immutableFileResponse(storage, documentStorageKey(hash), {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(fileName, 'application/pdf'),
    })
  })

  app.put(api.upload.path, holdUploadSlot(uploadSlots, { roles: api.upload.roles ?? [] }))

  implementStaff(app, api.list, async () => (await documentsWithFiles(db)).map(forEditing))

  implementStaff(app, api.upload, async ({ params, body, actor, clientIp }) => {
    await documentForEditing(db, params.type)
    const bytes = Buffer.from(body.content, 'base64')
    const { sha256 } = await inspectPdf(bytes)
    await assertPdfClean(scanner, bytes, `document ${params.type}/${params.locale}`)
    try {
      await storage.put(documentStorageKey(sha256), bytes, 'application/pdf')
    } catch (error) {
      // The name is a hash of the bytes: a file already stored under it holds these same bytes.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const replaced = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(documentFiles).where(ofFile(params.type, params.locale)).for('update')
      const values = { sha256, originalName: body.name, bytes: bytes.byteLength, updatedBy: actorStaffId(actor) }
      await tx
        .insert(documentFiles)
        .values({ documentType: params.type, locale: params.locale, ...values })
        .onConflictDoUpdate({
          target: [documentFiles.documentType, documentFiles.locale],
          set: { ...values, updatedAt: new Date() },
        })
      await recordAudit(tx, actor, clientIp, {
        action: 'document.upload',
        targetType: 'document',
        targetId: `${params.type}/${params.locale}`,
        before: before ? { name: before.originalName, bytes: before.bytes, sha256: before.sha256 } : undefined,
        after: { name: body.name, bytes: bytes.byteLength, sha256 },
      })
      await announceContentChange(tx, 'documents')
      return before
    })
    if (replaced && replaced.sha256 !== sha256) await removeUnsharedFile(db, storage, replaced.sha256)
    return documentForEditing(db, params.type)
  })

  implementStaff(app, api.remove, async ({ params, actor, clientIp }) => {
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx.delete(documentFiles).where(ofFile(params.type, params.locale)).returning()
      if (!row) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'document.remove',
        targetType: 'document',
        targetId: `${params.type}/${params.locale}`,
        before: { name: row.originalName, bytes: row.bytes, sha256: row.sha256 },
      })
      await announceContentChange(tx, 'documents')
      return row
    })
    await removeUnsharedFile(db, storage, removed.sha256)
    return documentForEditing(db, params.type)
  })

  implementStaff(app, api.rename, ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const where = eq(documents.documentType, params.type)
      const [before] = await tx
        .select({ name: documents.name, version: documents.version })
        .from(documents)
        .where(where)
        .for('update')
      if (!before) throw new ApiError('NOT_FOUND')
      // The row stays locked until the end: two renames take turns, and the second sees the first's version.
      if (before.version !== body.version) throw new ApiError('STALE_RECORD')
      await tx
        .update(documents)
        .set({ name: body.name, version: before.version + 1, renamedAt: sql`now()`, renamedBy: actorStaffId(actor) })
        .where(where)
      await recordAudit(tx, actor, clientIp, {
        action: 'document.rename',
        targetType: 'document',
        targetId: params.type,
        before: { name: before.name, version: before.version },
        after: { name: body.name, version: before.version + 1 },
      })
      await announceContentChange(tx, 'documents')
      return documentForEditing(tx, params.type)
    }),
  )
}
