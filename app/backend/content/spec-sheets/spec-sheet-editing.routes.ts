import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { specSheetEndpoints as api, specSheetFileDownload } from '~/api/contract/spec-sheet-endpoints'
import { actorStaffId } from '~/backend/admin/actor-names'
import { attachmentDisposition } from '~/backend/admin/safe-filename'
import { recordAudit } from '~/backend/audit/audit-log'
import type { Database } from '~/backend/db/database.server'
import { productSpecSheets } from '~/backend/db/spec-sheets-schema'
import { ApiError } from '~/backend/http/api-error'
import { holdUploadSlot } from '~/backend/http/upload-slot-middleware'
import { implementStaff } from '~/backend/staff/implement-staff'
import type { FileStorage } from '~/backend/storage/file-storage'
import { immutableFileResponse } from '~/backend/storage/immutable-file-response'
import type { Locale } from '~/i18n/locales'
import { log } from '~/server/logging/log.server'
import { announceContentChange } from '../content-changes.server'
import { documentUploadSlots } from '../documents/document-editing.routes'
import { inspectPdf } from '../documents/document-pdf.server'
import { assertPdfClean, type StaffPdfStore } from '../documents/pdf-malware-check'
import { isServedSheetName, materialSheets, materialsWithSheets, specSheetStorageKey } from './spec-sheet-files'

const ofSheet = (productId: number, locale: Locale) =>
  and(eq(productSpecSheets.productId, productId), eq(productSpecSheets.locale, locale))

/** Removes a stored sheet no material's language names any more (two may share one: the same bytes). */
async function removeUnsharedSheet(db: Database, storage: FileStorage, sha256: string): Promise<void> {
  const [shared] = await db
    .select({ productId: productSpecSheets.productId })
    .from(productSpecSheets)
    .where(eq(productSpecSheets.sha256, sha256))
    .limit(1)
  if (shared) return
  await storage
    .delete(specSheetStorageKey(sha256))
    .catch((error: unknown) => log.error('admin', 'a replaced specification sheet could not be removed', { sha256, error }))
}

/**
 * Raw materials' specification sheets (decision 51): the admin calls (editors and admins) and the public serving of
 * the uploaded sheets. Registered after the /admin/* actor middleware (app.ts).
 */
export function registerSpecSheetEditingRoutes(
  app: Hono,
  db: Database,
  { storage, scanner }: StaffPdfStore,
  uploadSlots = documentUploadSlots,
): void {
  app.get(specSheetFileDownload.path, async (context) => {
    const parsed = v.safeParse(specSheetFileDownload.params, context.req.param())
    if (!parsed.success) throw new ApiError('NOT_FOUND')
    const { hash, fileName } = parsed.output
    if (!(await isServedSheetName(db, hash, fileName))) throw new ApiError('NOT_FOUND')
    // The address holds a hash of the bytes and the name: another file or another name is another address.
    return immutableFileResponse(storage, specSheetStorageKey(hash), {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(fileName, 'application/pdf'),
    })
  })

  app.put(api.upload.path, holdUploadSlot(uploadSlots, { roles: api.upload.roles ?? [] }))

  implementStaff(app, api.list, () => materialsWithSheets(db))

  implementStaff(app, api.upload, async ({ params, body, actor, clientIp }) => {
    await materialSheets(db, params.productId)
    const bytes = Buffer.from(body.content, 'base64')
    const { sha256 } = await inspectPdf(bytes)
    await assertPdfClean(scanner, bytes, `spec sheet ${params.productId}/${params.locale}`)
    try {
      await storage.put(specSheetStorageKey(sha256), bytes, 'application/pdf')
    } catch (error) {
      // The name is a hash of the bytes: a file already stored under it holds these same bytes.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const replaced = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(productSpecSheets).where(ofSheet(params.productId, params.locale)).for('update')
      const values = { sha256, originalName: body.name, bytes: bytes.byteLength, updatedBy: actorStaffId(actor) }
      await tx
        .insert(productSpecSheets)
        .values({ productId: params.productId, locale: params.locale, ...values })
        .onConflictDoUpdate({
          target: [productSpecSheets.productId, productSpecSheets.locale],
          set: { ...values, updatedAt: new Date() },
        })
      await recordAudit(tx, actor, clientIp, {
        action: 'product.spec_sheet.upload',
        targetType: 'product',
        targetId: `${params.productId}/${params.locale}`,
        before: before ? { name: before.originalName, bytes: before.bytes, sha256: before.sha256 } : undefined,
        after: { name: body.name, bytes: bytes.byteLength, sha256 },
      })
      await announceContentChange(tx, 'products')
      return before
    })
    if (replaced && replaced.sha256 !== sha256) await removeUnsharedSheet(db, storage, replaced.sha256)
    return materialSheets(db, params.productId)
  })

  implementStaff(app, api.remove, async ({ params, actor, clientIp }) => {
    await materialSheets(db, params.productId)
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx.delete(productSpecSheets).where(ofSheet(params.productId, params.locale)).returning()
      if (!row) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'product.spec_sheet.remove',
        targetType: 'product',
        targetId: `${params.productId}/${params.locale}`,
        before: { name: row.originalName, bytes: row.bytes, sha256: row.sha256 },
      })
      await announceContentChange(tx, 'products')
      return row
    })
    await removeUnsharedSheet(db, storage, removed.sha256)
    return materialSheets(db, params.productId)
  })
}
