import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaEndpoints as api, mediaUploadLimits } from '~/api/contract/media-endpoints'
import type { RichDocument } from '~/api/contract/rich-text'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { publicImagesFor } from '~/backend/media/public-images'
import type { FileStorage } from '~/backend/storage/file-storage'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { formatPixelCount } from '~/i18n/pixel-count-format'
import { m } from '~/paraglide/messages'
import { type CallOptions, send } from './auth-support'
import { rawGet } from './harness'
import { expectServedFiles, staffOf, testPicture, upload, uploadBody } from './media-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { expectOk, roleRefusalLog } from './staff-support'

let folder: LocalFileStorage | undefined
/** The attachments' folder storage, in a temporary folder made once the harness asks for it. */
const storage: FileStorage = {
  put: (...args) => (folder as LocalFileStorage).put(...args),
  get: (key) => (folder as LocalFileStorage).get(key),
  delete: (key) => (folder as LocalFileStorage).delete(key),
}
beforeAll(async () => {
  folder = new LocalFileStorage(await mkdtemp(join(tmpdir(), 'media-test-')))
})
afterAll(async () => {
  if (folder) await rm(folder.root, { recursive: true, force: true })
})

const harness = setUpOpsHarness(storage)
const db = () => harness.database.db
let editor: CallOptions
let admin: CallOptions

beforeAll(async () => {
  editor = await staffOf(harness, 'editor', 'media-editor')
  admin = await staffOf(harness, 'admin', 'media-admin')
})

const doc = (...ids: number[]): RichDocument =>
  ({ type: 'doc', content: ids.map((mediaId) => ({ type: 'image', attrs: { mediaId } })) }) as RichDocument

describe('uploading an image', { timeout: 30_000 }, () => {
  it('keeps a PNG as AVIF, WebP and JPEG at every width up to its own, served with a year of caching', async () => {
    const png = await testPicture(1000, 700, 'png')
    const mark = await auditMark(db())
    const { item, created } = await upload(harness, 'http', editor, '공장 전경.png', png)
    expect(created).toBe(true)
    expect(item).toMatchObject({ originalName: '공장 전경.png', width: 1000, height: 700, version: 1, usable: false })
    expect(item.missingLocales).toEqual(['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP'])
    expect(item.createdBy).toBe('media-editor 직원')
    for (const format of ['avif', 'webp', 'jpeg']) {
      expect(item.files.filter((file) => file.format === format).map((file) => file.width)).toEqual([320, 640, 960, 1000])
    }
    await expectServedFiles(harness, item)
    const [audit] = await auditSince(db(), mark, 'media.upload')
    expect(audit).toMatchObject({ targetType: 'media', targetId: String(item.id) })
  })

  it('never makes a file wider than the upload, and keeps a JPEG taken sideways upright', async () => {
    const small = await testPicture(200, 120, 'jpeg', 1)
    const { item } = await upload(harness, 'in-process', editor, 'small.jpg', small)
    expect(item.files.map((file) => `${file.format}-${file.width}`)).toEqual(['avif-200', 'webp-200', 'jpeg-200'])
    await expectServedFiles(harness, item)

    // EXIF orientation 6: the camera held upright; the stored size is the one shown.
    const sideways = await sharp(await testPicture(400, 300, 'jpeg', 2))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    const turned = await upload(harness, 'http', editor, 'sideways.jpg', sideways)
    expect(turned.item).toMatchObject({ width: 300, height: 400 })
    await expectServedFiles(harness, turned.item)
  })

  it('makes the same image one item, however often and by whom it is uploaded', async () => {
    const png = await testPicture(640, 480, 'png', 3)
    const first = await upload(harness, 'http', editor, 'first.png', png)
    const again = await upload(harness, 'in-process', admin, 'copy of first.png', png)
    expect(again).toEqual({ item: first.item, created: false })
    const rows = await db().select().from(mediaItems).where(eq(mediaItems.id, first.item.id))
    expect(rows).toHaveLength(1)
  })

  it.each(['ko-KR', 'en-US'] as const)(
    'refuses what is no image, by its content, in the caller’s language (%s)',
    async (locale) => {
      const text = new TextEncoder().encode('just some text, named like a picture\n'.repeat(20))
      const answer = await send(harness, 'http', api.upload, { body: uploadBody('photo.png', text) }, { ...editor, locale })
      expect(answer.status).toBe(400)
      expect(answer.json.error?.fields?.file?.message).toBe(m.admin_media_not_image({}, { locale }))
    },
  )

  it('refuses a picture over the pixel limit before decoding it, one too small, and an animation', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#3366aa' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    const tooMany = await send(harness, 'http', api.upload, { body: uploadBody('huge.png', huge) }, editor)
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.error?.fields?.file?.message).toBe(
      m.admin_media_too_many_pixels({ pixels: formatPixelCount(mediaUploadLimits.maxPixels, 'ko-KR') }, { locale: 'ko-KR' }),
    )

    const tiny = await testPicture(12, 300, 'png')
    const tooSmall = await send(harness, 'http', api.upload, { body: uploadBody('tiny.png', tiny) }, editor)
    expect(tooSmall.json.error?.fields?.file?.message).toBe(m.admin_media_too_small({ pixels: 16 }, { locale: 'ko-KR' }))

    const frames = await Promise.all(
      [0, 1].map((seed) =>
        sharp(Buffer.alloc(32 * 32 * 3, seed * 200), { raw: { width: 32, height: 32, channels: 3 } })
          .png()
          .toBuffer(),
      ),
    )
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    const moving = await send(harness, 'http', api.upload, { body: uploadBody('moving.gif', animated) }, editor)
    expect(moving.json.error?.fields?.file?.message).toBe(m.admin_media_animated({}, { locale: 'ko-KR' }))

    const none = await db().select().from(mediaItems).where(eq(mediaItems.originalName, 'huge.png'))
    expect(none).toEqual([])
  })

  it('refuses support staff, and anyone signed out', async () => {
    const support = await staffOf(harness, 'support', 'media-support')
    const warnings = roleRefusalLog()
    const png = await testPicture(64, 64, 'png', 9)
    expect((await send(harness, 'http', api.upload, { body: uploadBody('x.png', png) }, support)).status).toBe(403)
    expect((await send(harness, 'http', api.list, {}, support)).status).toBe(403)
    expect((await send(harness, 'http', api.upload, { body: uploadBody('x.png', png) }, {})).status).toBe(401)
    warnings.mockRestore()
  })
})

describe('alt text', { timeout: 30_000 }, () => {
  it('makes an image usable once Korean is set, refuses a change on an older read, and audits each change', async () => {
    const { item } = await upload(harness, 'http', editor, 'lab.png', await testPicture(800, 600, 'png', 4))
    const mark = await auditMark(db())
    const alt = { 'ko-KR': '실험실의 연구원', 'en-US': 'A researcher in the lab', 'ja-JP': '  ' }
    const saved = await expectOk(harness, 'http', api.updateAlt, { params: { id: item.id }, body: { alt, version: 1 } }, editor)
    expect(saved).toMatchObject({ version: 2, usable: true, alt: { 'ko-KR': alt['ko-KR'], 'en-US': alt['en-US'] } })
    expect(saved.missingLocales).toEqual(['zh-CN', 'zh-TW', 'ja-JP'])

    const stale = await send(harness, 'http', api.updateAlt, { params: { id: item.id }, body: { alt: {}, version: 1 } }, admin)
    expect(stale.status).toBe(409)
    expect(stale.json.error?.code).toBe('STALE_RECORD')
    const [audit, ...more] = await auditSince(db(), mark, 'media.alt')
    expect(more).toEqual([])
    expect(audit?.before).toEqual({ alt: {} })
    expect(audit?.after).toEqual({ alt: { 'ko-KR': alt['ko-KR'], 'en-US': alt['en-US'] } })

    const missing = await send(harness, 'http', api.updateAlt, { params: { id: 999_999 }, body: { alt: {}, version: 1 } }, admin)
    expect(missing.status).toBe(404)
  })

  it('answers pages in the reader’s language, Korean where a language is missing, and leaves out what is not usable or gone', async () => {
    const usable = await upload(harness, 'http', editor, 'usable.png', await testPicture(300, 200, 'png', 5))
    const unusable = await upload(harness, 'http', editor, 'unusable.png', await testPicture(300, 200, 'png', 6))
    await expectOk(
      harness,
      'http',
      api.updateAlt,
      { params: { id: usable.item.id }, body: { alt: { 'ko-KR': '유산균', 'en-US': 'Lactic acid bacteria' }, version: 1 } },
      editor,
    )
    await expectOk(
      harness,
      'http',
      api.updateAlt,
      { params: { id: unusable.item.id }, body: { alt: { 'en-US': 'English only' }, version: 1 } },
      editor,
    )
    const body = doc(usable.item.id, unusable.item.id, 987_654)
    const english = await publicImagesFor(db(), body, 'en-US')
    expect(english).toEqual([
      {
        mediaId: usable.item.id,
        alt: 'Lactic acid bacteria',
        width: 300,
        height: 200,
        variants: usable.item.files.map(({ format, width, url }) => ({ format, width, url })),
      },
    ])
    const japanese = await publicImagesFor(db(), body, 'ja-JP')
    expect(japanese.map((image) => image.alt)).toEqual(['유산균'])
  })
})

describe('the library', { timeout: 30_000 }, () => {
  it('lists newest first, finds by name or alt text, and filters by a missing language or usability', async () => {
    const a = await upload(harness, 'http', editor, 'probiotic-capsule.png', await testPicture(320, 320, 'png', 7))
    const b = await upload(harness, 'http', editor, 'office.png', await testPicture(320, 320, 'png', 8))
    await expectOk(
      harness,
      'http',
      api.updateAlt,
      { params: { id: b.item.id }, body: { alt: { 'ko-KR': '캡슐 포장 라인', 'en-US': 'Capsule line' }, version: 1 } },
      editor,
    )
    const byName = await expectOk(harness, 'http', api.list, { query: { q: 'CAPSULE' } }, editor)
    expect(byName.items.map((item) => item.id)).toEqual([b.item.id, a.item.id])
    const byKorean = await expectOk(harness, 'http', api.list, { query: { q: '포장' } }, editor)
    expect(byKorean.items.map((item) => item.id)).toEqual([b.item.id])
    const missingEnglish = await expectOk(harness, 'http', api.list, { query: { q: 'capsule', missing: 'en-US' } }, editor)
    expect(missingEnglish.items.map((item) => item.id)).toEqual([a.item.id])
    const usable = await expectOk(harness, 'http', api.list, { query: { usable: true, size: 100 } }, editor)
    expect(usable.items.every((item) => item.usable)).toBe(true)
    expect(usable.items.map((item) => item.id)).toContain(b.item.id)
    const paged = await expectOk(harness, 'http', api.list, { query: { size: 1, page: 2 } }, editor)
    expect(paged).toMatchObject({ page: 2, size: 1 })
    expect(paged.items).toHaveLength(1)
    expect(paged.total).toBeGreaterThanOrEqual(byName.total)
  })

  it('deletes an image and its files, audited; its address then answers 404', async () => {
    const { item } = await upload(harness, 'http', editor, 'to-delete.png', await testPicture(500, 400, 'png', 10))
    const mark = await auditMark(db())
    expect(await expectOk(harness, 'http', api.remove, { params: { id: item.id } }, editor)).toEqual({ id: item.id })
    for (const file of item.files) expect((await rawGet(harness, `/media/files/${file.name}`)).status).toBe(404)
    expect((await send(harness, 'http', api.detail, { params: { id: item.id } }, editor)).status).toBe(404)
    const [audit] = await auditSince(db(), mark, 'media.delete')
    expect(audit?.targetId).toBe(String(item.id))
  })

  it('serves nothing but library files by their exact names', async () => {
    for (const path of [
      '/media/files/..%2F..%2Fpackage.json',
      '/media/files/%2e%2e%2fsecret.jpg',
      '/media/files/0123456789abcdef0123456789abcdef-320.png',
      '/media/files/0123456789abcdef0123456789abcdef-320.jpg',
      '/media/files/',
    ]) {
      const answer = await rawGet(harness, path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('cache-control'), path).not.toContain('immutable')
    }
  })
})
