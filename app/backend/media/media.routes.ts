import { and, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { mediaEndpoints as api, mediaFileDownload } from '~/api/contract/media-endpoints'
import { shareImageDownload } from '~/api/contract/seo-fields'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { UploadSlots } from '~/server/http/upload-slots'
import { log } from '~/server/logging/log.server'
import { actorStaffId } from '../admin/actor-names'
import { recordAudit } from '../audit/audit-log'
import { announceContentChange } from '../content/content-changes.server'
import { mediaItems } from '../db/content-editing-schema'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { holdUploadSlot } from '../http/upload-slot-middleware'
import { implementStaff } from '../staff/implement-staff'
import type { FileStorage } from '../storage/file-storage'
import { immutableFileResponse, immutableHeaders, storedFile } from '../storage/immutable-file-response'
import { contentTypeOf, encodeVariants, inspectImage } from './media-images.server'
import { byId, findMediaItem, listMedia, shownOnPages, usesOf } from './media-items'
import { mediaStorageKey, removeUnsharedFiles, storeFiles } from './media-storage'
import { parseShareImageName, renderShareImage } from './share-image.server'

/**
 * Uploads one process decodes and encodes at once: each holds its upload (up to 20 MiB, base64 in JSON before that)
 * and a decoded copy at the largest width; more wait their turn as 429 with Retry-After (decision 38).
 */
const mediaUploadSlots = new UploadSlots({ perClient: 1, total: 2 })

/**
 * Share images one process cuts at once (each decodes a library file of at most 2560 px): anyone may ask for one, so
 * more wait their turn as 429; a shared cache in front keeps each for good (decision 89).
 */
const shareImageSlots = new UploadSlots({ perClient: 1, total: 2 })

/**
 * The media library's admin calls (editors and admins) and the public serving of its files. Registered after the
 * /admin/* actor middleware (app.ts).
 */
export function registerMediaRoutes(app: Hono, db: Database, storage: FileStorage, uploadSlots = mediaUploadSlots): void {
  app.get(mediaFileDownload.path, async (context) => {
    const parsed = v.safeParse(mediaFileDownload.params, context.req.param())
    if (!parsed.success) throw new ApiError('NOT_FOUND')
    const { name } = parsed.output
    // The name is a hash of the bytes: another image is another name.
    return immutableFileResponse(storage, mediaStorageKey(name), { 'content-type': contentTypeOf(name) })
  })

  app.get(shareImageDownload.path, async (context) => {
    const parsed = v.safeParse(shareImageDownload.params, context.req.param())
    const share = parsed.success ? parseShareImageName(parsed.output.name) : undefined
    if (!share) throw new ApiError('NOT_FOUND')
    const slot = shareImageSlots.tryAcquire(rateLimitKeyOfIp(context.get('clientIp')))
    if (!slot) throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': '1' })
    try {
      const image = await renderShareImage(await storedFile(storage, mediaStorageKey(share.source)), share.focus)
      return new Response(new Uint8Array(image), { headers: { 'content-type': 'image/jpeg', ...immutableHeaders } })
    } finally {
      slot.release()
    }
  })

  app.post(api.upload.path, holdUploadSlot(uploadSlots, { roles: api.upload.roles ?? [] }))

  implementStaff(app, api.list, ({ query }) => listMedia(db, query))

  implementStaff(app, api.detail, async ({ params }) => ({
    item: await findMediaItem(db, byId(params.id)),
    usedBy: await usesOf(db, params.id),
  }))

  implementStaff(app, api.upload, async ({ body, actor, clientIp }) => {
    const bytes = Buffer.from(body.content, 'base64')
    const image = await inspectImage(bytes)
    const same = eq(mediaItems.sha256, image.sha256)
    const [existing] = await db.select({ id: mediaItems.id }).from(mediaItems).where(same)
    if (existing) return { item: await findMediaItem(db, byId(existing.id)), created: false }

    const files = await encodeVariants(bytes, image)
    await storeFiles(storage, files)
    const stored = files.map(({ data: _data, ...file }) => file)
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaItems)
        .values({
          sha256: image.sha256,
          originalName: body.name,
          width: image.width,
          height: image.height,
          files: stored,
          createdBy: actorStaffId(actor),
        })
        .onConflictDoNothing({ target: mediaItems.sha256 })
        .returning({ id: mediaItems.id })
      if (!row) return undefined
      await recordAudit(tx, actor, clientIp, {
        action: 'media.upload',
        targetType: 'media',
        targetId: row.id,
        after: { name: body.name, width: image.width, height: image.height, files: stored.length },
      })
      return row
    })
    if (inserted) return { item: await findMediaItem(db, byId(inserted.id)), created: true }
    // The same image was uploaded at the same moment: theirs is the item; files both made are kept.
    await removeUnsharedFiles(db, storage, stored)
    return { item: await findMediaItem(db, same), created: false }
  })

  implementStaff(app, api.updateAlt, ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const before = await findMediaItem(tx, byId(params.id))
      const [updated] = await tx
        .update(mediaItems)
        .set({ alt: body.alt, version: sql`${mediaItems.version} + 1` })
        .where(and(byId(params.id), eq(mediaItems.version, body.version)))
        .returning({ id: mediaItems.id })
      if (!updated) throw new ApiError('STALE_RECORD')
      await recordAudit(tx, actor, clientIp, {
        action: 'media.alt',
        targetType: 'media',
        targetId: params.id,
        before: { alt: before.alt },
        after: { alt: body.alt },
      })
      if (await shownOnPages(tx, params.id)) await announceContentChange(tx, 'media')
      return findMediaItem(tx, byId(params.id))
    }),
  )

  implementStaff(app, api.remove, async ({ params, actor, clientIp }) => {
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx.delete(mediaItems).where(byId(params.id)).returning()
      if (!row) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'media.delete',
        targetType: 'media',
        targetId: row.id,
        before: { name: row.originalName, alt: row.alt, files: row.files.length },
      })
      if (await shownOnPages(tx, params.id)) await announceContentChange(tx, 'media')
      return row
    })
    // After the commit: a failure here leaves files no item names (logged), never an item without its files.
    await removeUnsharedFiles(db, storage, removed.files).catch((error: unknown) =>
      log.error('admin', 'the files of a deleted image could not all be removed', { id: removed.id, error }),
    )
    return { id: removed.id }
  })
}
