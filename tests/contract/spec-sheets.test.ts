import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { Product } from '~/api/contract/products'
import { specSheetEndpoints as api, type MaterialSpecSheets } from '~/api/contract/spec-sheet-endpoints'
import { products } from '~/backend/db/schema'
import { FileNotFoundError, type FileStorage } from '~/backend/storage/file-storage'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { type CallOptions, send } from './auth-support'
import { staffOf, uploadBody } from './media-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { expectOk, roleRefusalLog } from './staff-support'

let directory: string
let local: LocalFileStorage | undefined
/** The attachments' storage in a folder (UPLOAD_DIR), made once the harness asks for it. */
const storage: FileStorage = {
  put: (...args) => (local as LocalFileStorage).put(...args),
  get: (key) => (local as LocalFileStorage).get(key),
  delete: (key) => (local as LocalFileStorage).delete(key),
}
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'spec-sheets-'))
  local = new LocalFileStorage(directory)
})
afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true })
})

const harness = setUpOpsHarness(storage)
const db = () => harness.database.db
let editor: CallOptions
let admin: CallOptions
let support: CallOptions
/** The first shipped material (its sheets are shipped in Korean and English). */
let materialId: number
/** A shipped own product: no raw material, so it has no sheets. */
let ownProductId: number

beforeAll(async () => {
  editor = await staffOf(harness, 'editor', 'sheets-editor')
  admin = await staffOf(harness, 'admin', 'sheets-admin')
  support = await staffOf(harness, 'support', 'sheets-support')
  const [material] = await db().select().from(products).where(eq(products.key, 'mat-clt17-heatkilled'))
  const [own] = await db().select().from(products).where(eq(products.productType, 'pb')).limit(1)
  if (!material || !own) throw new Error('the seed has no material or own product')
  materialId = material.id
  ownProductId = own.id
})

/** A small real PDF, its text varied by `label` so that each is other bytes. */
const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)

/** The material as a reader in `locale` finds it on the raw-material page. */
async function readerGets(locale: Locale, id = materialId): Promise<Product> {
  const page = await expectOk(harness, 'http', contentEndpoints.materialPage, { query: { page: 1, size: 50 } }, { locale })
  const found = page.items.find((item) => item.id === id)
  if (!found) throw new Error(`product ${id} is not on the page`)
  return found
}

const origin = () => harness.transports.http.baseUrl.replace(/\/api\/v1$/, '')
const download = (url: string) => fetch(`${origin()}${url}`)

const upload = (locale: Locale, name: string, bytes: Uint8Array, options = editor, productId = materialId) =>
  expectOk(harness, 'http', api.upload, { params: { productId, locale }, body: uploadBody(name, bytes) }, options)

const language = (sheets: MaterialSpecSheets, locale: Locale) => sheets.languages.find((item) => item.locale === locale)

describe('a raw material’s specification sheet', { timeout: 30_000 }, () => {
  it('offers the shipped sheet in Korean and English, English to Chinese and Japanese readers, with its size', async () => {
    const ko = await readerGets('ko-KR')
    expect(ko.specSheet).toMatchObject({
      url: '/documents/spec-sheets/mat-clt17-heatkilled-ko.pdf',
      fileName: '열처리 유산균 CLT-17 사양서.pdf',
      locale: 'ko-KR',
    })
    expect(ko.specSheet?.bytes).toBeGreaterThan(1000)
    const en = await readerGets('en-US')
    expect(en.specSheet).toMatchObject({
      url: '/documents/spec-sheets/mat-clt17-heatkilled-en.pdf',
      fileName: 'Heat-killed Lactobacillus plantarum CLT-17 Specification sheet.pdf',
      locale: 'en-US',
    })
    for (const locale of ['zh-CN', 'zh-TW', 'ja-JP'] as const) expect((await readerGets(locale)).specSheet).toEqual(en.specSheet)
  })

  it('gives readers an upload in their language at once, audited, served as a PDF download cached a year', async () => {
    const korean = pdf('사양서 CLT-17 개정판')
    const mark = await auditMark(db())
    const edited = await upload('ko-KR', 'CLT-17 사양서 v2.pdf', korean)
    expect(language(edited, 'ko-KR')).toMatchObject({
      file: { originalName: 'CLT-17 사양서 v2.pdf', bytes: korean.byteLength, updatedBy: 'sheets-editor 직원' },
      current: { shipped: false, locale: 'ko-KR', bytes: korean.byteLength },
    })
    // English keeps its shipped sheet: an upload replaces only its own language.
    expect(language(edited, 'en-US')?.current).toMatchObject({ shipped: true, locale: 'en-US' })
    const [audit] = await auditSince(db(), mark, 'product.spec_sheet.upload')
    expect(audit).toMatchObject({ targetType: 'product', targetId: `${materialId}/ko-KR` })

    const sheet = (await readerGets('ko-KR')).specSheet
    expect(sheet).toMatchObject({ fileName: '열처리 유산균 CLT-17 사양서.pdf', bytes: korean.byteLength, locale: 'ko-KR' })
    const served = await download(sheet?.url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('열처리 유산균 CLT-17 사양서.pdf')}`,
    )
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(korean)).toBe(true)

    // The same bytes under a name that is not the sheet's, or bytes no sheet has: nothing.
    const [, hash] = /\/files\/([a-f0-9]{64})\//.exec(sheet?.url ?? '') ?? []
    expect((await download(`/api/v1/spec-sheets/files/${hash}/invoice.pdf`)).status).toBe(404)
    expect((await download(`/api/v1/spec-sheets/files/${'0'.repeat(64)}/x.pdf`)).status).toBe(404)
  })

  it('gives Japanese readers their own upload, and the English one to Chinese readers', async () => {
    const english = pdf('CLT-17 sheet, revised')
    const japanese = pdf('CLT-17 仕様書')
    await upload('en-US', 'clt17-en.pdf', english, admin)
    await upload('ja-JP', 'clt17-ja.pdf', japanese)
    const ja = (await readerGets('ja-JP')).specSheet
    expect(ja).toMatchObject({ fileName: '加熱殺菌乳酸菌 CLT-17 仕様書.pdf', locale: 'ja-JP', bytes: japanese.byteLength })
    const zh = (await readerGets('zh-CN')).specSheet
    expect(zh).toMatchObject({ locale: 'en-US', bytes: english.byteLength })
    expect(Buffer.from(await (await download(zh?.url ?? '')).arrayBuffer()).equals(english)).toBe(true)
  })

  it('removing an upload brings back the shipped sheet, and the stored file goes once nothing names it', async () => {
    const before = (await readerGets('en-US')).specSheet
    const mark = await auditMark(db())
    const after = await expectOk(
      harness,
      'in-process',
      api.remove,
      { params: { productId: materialId, locale: 'en-US' } },
      editor,
    )
    expect(language(after, 'en-US')).toMatchObject({ file: null, current: { shipped: true, locale: 'en-US' } })
    expect((await readerGets('en-US')).specSheet?.url).toBe('/documents/spec-sheets/mat-clt17-heatkilled-en.pdf')
    const [, hash] = /\/files\/([a-f0-9]{64})\//.exec(before?.url ?? '') ?? []
    await expect(storage.get(`spec-sheets/${hash}.pdf`)).rejects.toBeInstanceOf(FileNotFoundError)
    expect((await download(before?.url ?? '')).status).toBe(404)
    const [audit] = await auditSince(db(), mark, 'product.spec_sheet.remove')
    expect(audit).toMatchObject({ targetType: 'product', targetId: `${materialId}/en-US` })

    const again = await send(harness, 'http', api.remove, { params: { productId: materialId, locale: 'en-US' } }, editor)
    expect(again.status).toBe(404)
  })

  it.each(['ko-KR', 'en-US'] as const)(
    'refuses a PNG named .pdf, by its content, in the caller’s language (%s)',
    async (locale) => {
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#16794b' } })
        .png()
        .toBuffer()
      const answer = await send(
        harness,
        'http',
        api.upload,
        { params: { productId: materialId, locale: 'zh-TW' }, body: uploadBody('sheet.pdf', png) },
        { ...editor, locale },
      )
      expect(answer.status).toBe(400)
      expect(answer.json.error?.fields?.file?.message).toBe(m.admin_documents_not_pdf({}, { locale }))
      expect((await readerGets('zh-TW')).specSheet?.locale).not.toBe('zh-TW')
    },
  )

  it('has no sheets for a product that is no raw material', async () => {
    const answer = await send(
      harness,
      'http',
      api.upload,
      { params: { productId: ownProductId, locale: 'ko-KR' }, body: uploadBody('x.pdf', pdf('own product')) },
      editor,
    )
    expect(answer.status).toBe(404)
    const page = await expectOk(harness, 'http', contentEndpoints.pbPage, { query: { page: 1, size: 50 } }, { locale: 'ko-KR' })
    expect(page.items.every((item) => item.specSheet === null)).toBe(true)
  })
})

describe('who may replace the sheets', () => {
  it('refuses support staff and callers without a session, before anything is stored', async () => {
    const warnings = roleRefusalLog()
    const body = uploadBody('x.pdf', pdf('refused'))
    try {
      expect((await send(harness, 'http', api.list, {}, support)).status).toBe(403)
      expect(
        (await send(harness, 'http', api.upload, { params: { productId: materialId, locale: 'zh-CN' }, body }, support)).status,
      ).toBe(403)
      expect(
        (await send(harness, 'http', api.remove, { params: { productId: materialId, locale: 'ko-KR' } }, support)).status,
      ).toBe(403)
    } finally {
      warnings.mockRestore()
    }
    expect((await send(harness, 'http', api.upload, { params: { productId: materialId, locale: 'zh-CN' }, body })).status).toBe(
      401,
    )
    expect((await readerGets('zh-CN')).specSheet?.locale).not.toBe('zh-CN')
  })

  it('lists every raw material with each language’s sheet for editors and admins', async () => {
    const list = await expectOk(harness, 'http', api.list, {}, admin)
    const materials = await db().select({ id: products.id }).from(products).where(eq(products.productType, 'material'))
    expect(list.map((item) => item.productId).sort()).toEqual(materials.map((item) => item.id).sort())
    const first = list.find((item) => item.productId === materialId)
    expect(first?.languages.map((item) => item.locale)).toEqual(['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP'])
  })
})
