import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { documentEditingEndpoints as api, type DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import type { DocumentRecord, DocumentType } from '~/api/contract/documents'
import { FileNotFoundError, type FileStorage } from '~/backend/storage/file-storage'
import { S3FileStorage } from '~/backend/storage/s3-file-storage.server'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { S3rver, s3rverCredentials } from '../s3rver'
import { type CallOptions, send } from './auth-support'
import { staffOf, uploadBody as uploadOf } from './media-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { expectOk, roleRefusalLog } from './staff-support'

const BUCKET = 'documents-test'
let directory: string
let server: S3rver
let s3: S3FileStorage | undefined
/** The attachments' S3 storage on a real S3 HTTP server (s3rver), made once the harness asks for it. */
const storage: FileStorage = {
  put: (...args) => (s3 as S3FileStorage).put(...args),
  get: (key) => (s3 as S3FileStorage).get(key),
  delete: (key) => (s3 as S3FileStorage).delete(key),
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'documents-s3-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
  const { port } = await server.run()
  const config = { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', ...s3rverCredentials }
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  client.destroy()
  s3 = new S3FileStorage(config)
})
afterAll(async () => {
  await server?.close()
  if (directory) await rm(directory, { recursive: true, force: true })
})

const harness = setUpOpsHarness(storage)
const db = () => harness.database.db
let editor: CallOptions
let admin: CallOptions
let support: CallOptions

beforeAll(async () => {
  editor = await staffOf(harness, 'editor', 'documents-editor')
  admin = await staffOf(harness, 'admin', 'documents-admin')
  support = await staffOf(harness, 'support', 'documents-support')
})

/** A small real PDF, its text varied by `label` so that each is other bytes. */
const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)

const TYPE: DocumentType = 'BRAND_STRATEGY'

/** What a reader in `locale` is offered for the type, from the public read. */
async function readerGets(locale: Locale, type = TYPE): Promise<DocumentRecord> {
  const [record] = await expectOk(harness, 'http', contentEndpoints.documents, { query: { type } }, { locale })
  if (!record) throw new Error(`no ${type} document`)
  return record
}

/** The document as the console reads it (its names and their version). */
async function documentRead(type: DocumentType): Promise<DocumentForEditing> {
  const found = (await expectOk(harness, 'http', api.list, {}, editor)).find((document) => document.type === type)
  if (!found) throw new Error(`no ${type} document`)
  return found
}

const origin = () => harness.transports.http.baseUrl.replace(/\/api\/v1$/, '')
const download = (url: string) => fetch(`${origin()}${url}`)

function upload(locale: Locale, name: string, bytes: Uint8Array, options = editor, type = TYPE) {
  return expectOk(harness, 'http', api.upload, { params: { type, locale }, body: uploadOf(name, bytes) }, options)
}

const language = (document: DocumentForEditing, locale: Locale) => document.languages.find((item) => item.locale === locale)

describe('a PDF per language', { timeout: 30_000 }, () => {
  it('gives en-US readers the English upload, and every other language the Korean one, else the shipped file', async () => {
    const shipped = await readerGets('en-US')
    expect(shipped).toMatchObject({ url: '/documents/cellactis-brand-strategy.pdf', bytes: null })

    const english = pdf('brand strategy, English')
    const mark = await auditMark(db())
    const edited = await upload('en-US', 'strategy-en.pdf', english)
    expect(language(edited, 'en-US')?.file).toMatchObject({
      originalName: 'strategy-en.pdf',
      fileName: 'Brand strategy guide.pdf',
      bytes: english.byteLength,
      updatedBy: 'documents-editor 직원',
    })
    expect(language(edited, 'ja-JP')).toMatchObject({ file: null, current: { shipped: true, locale: null } })
    const [audit] = await auditSince(db(), mark, 'document.upload')
    expect(audit).toMatchObject({ targetType: 'document', targetId: `${TYPE}/en-US` })

    const en = await readerGets('en-US')
    expect(en).toMatchObject({ fileName: 'Brand strategy guide.pdf', bytes: english.byteLength, mimeType: 'application/pdf' })
    const served = await download(en.url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(english)).toBe(true)
    // Japanese has no file of its own and Korean none yet: the shipped one.
    expect((await readerGets('ja-JP')).url).toBe(shipped.url)

    const korean = pdf('브랜드 전략, 한국어')
    await upload('ko-KR', '전략.pdf', korean, admin)
    const ja = await readerGets('ja-JP')
    expect(ja).toMatchObject({ fileName: 'ブランド戦略ガイド.pdf', bytes: korean.byteLength })
    expect(Buffer.from(await (await download(ja.url)).arrayBuffer()).equals(korean)).toBe(true)
    expect((await readerGets('en-US')).url).toBe(en.url)
  })

  it('serves a file as a PDF download named in the reader’s language, cached a year, never sniffed', async () => {
    const record = await readerGets('ko-KR')
    const response = await download(record.url)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="___ __ ___.pdf"; filename*=UTF-8''${encodeURIComponent('브랜드 전략 가이드.pdf')}`,
    )
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    await response.arrayBuffer()

    // The same bytes under a name that is none of the document's, or bytes no document has: nothing.
    const [, hash] = /\/files\/([a-f0-9]{64})\//.exec(record.url) ?? []
    expect((await download(`/api/v1/documents/files/${hash}/invoice.pdf`)).status).toBe(404)
    expect((await download(`/api/v1/documents/files/${'0'.repeat(64)}/${encodeURIComponent(record.fileName)}`)).status).toBe(404)
  })

  it('removing a language’s file gives its readers the Korean one again, and removing Korean the shipped one', async () => {
    const mark = await auditMark(db())
    const korean = await readerGets('ko-KR')
    const afterEnglish = await expectOk(harness, 'in-process', api.remove, { params: { type: TYPE, locale: 'en-US' } }, editor)
    expect(language(afterEnglish, 'en-US')).toMatchObject({ file: null, current: { shipped: false, locale: 'ko-KR' } })
    const en = await readerGets('en-US')
    expect(en.url.split('/')[5]).toBe(korean.url.split('/')[5])
    expect(en.fileName).toBe('Brand strategy guide.pdf')

    const again = await send(harness, 'http', api.remove, { params: { type: TYPE, locale: 'en-US' } }, editor)
    expect(again.status).toBe(404)

    await expectOk(harness, 'http', api.remove, { params: { type: TYPE, locale: 'ko-KR' } }, editor)
    expect((await readerGets('zh-TW')).url).toBe('/documents/cellactis-brand-strategy.pdf')
    // No language names the Korean bytes any more: they are gone from the storage, and so is their address.
    const [, hash] = /\/files\/([a-f0-9]{64})\//.exec(korean.url) ?? []
    await expect(storage.get(`documents/${hash}.pdf`)).rejects.toBeInstanceOf(FileNotFoundError)
    expect((await download(korean.url)).status).toBe(404)

    const audits = await auditSince(db(), mark, 'document.remove')
    expect(audits.map((entry) => entry.targetId)).toEqual([`${TYPE}/en-US`, `${TYPE}/ko-KR`])
  })

  it('keeps bytes two languages share until neither has them', async () => {
    const shared = pdf('one file for two languages')
    await upload('zh-CN', 'zh.pdf', shared, editor, 'MCN')
    await upload('zh-TW', 'zh.pdf', shared, editor, 'MCN')
    await expectOk(harness, 'http', api.remove, { params: { type: 'MCN', locale: 'zh-CN' } }, editor)
    const zhTw = await readerGets('zh-TW', 'MCN')
    const served = await download(zhTw.url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(shared)).toBe(true)
    const [, hash] = /\/files\/([a-f0-9]{64})\//.exec(zhTw.url) ?? []
    expect((await buffer(await storage.get(`documents/${hash}.pdf`))).equals(shared)).toBe(true)
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
        { params: { type: 'MCN', locale: 'ja-JP' }, body: uploadOf('deck.pdf', png) },
        { ...editor, locale },
      )
      expect(answer.status).toBe(400)
      expect(answer.json.error?.fields?.file?.message).toBe(m.admin_documents_not_pdf({}, { locale }))
      expect((await readerGets('ja-JP', 'MCN')).url).toBe('/documents/cellactis-mcn.pdf')
    },
  )
})

describe('the document’s name', () => {
  it('names the document and its downloads per language; the old address names nothing', async () => {
    const korean = pdf('ad tech')
    await upload('ko-KR', 'adtech.pdf', korean, editor, 'AD_TECH')
    const before = await readerGets('en-US', 'AD_TECH')
    const mark = await auditMark(db())
    const name = { 'ko-KR': '애드테크 소개서', 'en-US': 'Ad tech overview' }
    const { version } = await documentRead('AD_TECH')
    const renamed = await expectOk(harness, 'http', api.rename, { params: { type: 'AD_TECH' }, body: { name, version } }, editor)
    expect(renamed.name).toEqual(name)
    expect(renamed.missingLocales).toEqual(['zh-CN', 'zh-TW', 'ja-JP'])

    const after = await readerGets('en-US', 'AD_TECH')
    expect(after).toMatchObject({ name: 'Ad tech overview', fileName: 'Ad tech overview.pdf' })
    expect((await download(after.url)).headers.get('content-disposition')).toContain(`filename="Ad tech overview.pdf"`)
    expect((await download(before.url)).status).toBe(404)
    // A language without a name of its own shows the Korean one.
    expect(await readerGets('ja-JP', 'AD_TECH')).toMatchObject({ name: '애드테크 소개서', fileName: '애드테크 소개서.pdf' })

    const [audit] = await auditSince(db(), mark, 'document.rename')
    expect(audit).toMatchObject({ targetId: 'AD_TECH', after: { name } })
  })

  it('requires a Korean name', async () => {
    const { version } = await documentRead('AD_TECH')
    const answer = await send(
      harness,
      'http',
      api.rename,
      { params: { type: 'AD_TECH' }, body: { name: { 'ko-KR': ' ', 'en-US': 'Ad tech' }, version } },
      editor,
    )
    expect(answer.status).toBe(400)
  })

  it('refuses the second of two renames made on the same read, and keeps the first', async () => {
    const read = await documentRead('MCN')
    const first = { 'ko-KR': 'MCN 소개서 (편집자)' }
    const renamed = await expectOk(
      harness,
      'http',
      api.rename,
      { params: { type: 'MCN' }, body: { name: first, version: read.version } },
      editor,
    )
    expect(renamed).toMatchObject({ version: read.version + 1, renamedBy: 'documents-editor 직원' })

    const mark = await auditMark(db())
    const stale = await send(
      harness,
      'http',
      api.rename,
      { params: { type: 'MCN' }, body: { name: { 'ko-KR': 'MCN 소개서 (관리자)' }, version: read.version } },
      admin,
    )
    expect(stale.status).toBe(409)
    expect(stale.json.error?.code).toBe('STALE_RECORD')
    expect(await readerGets('ko-KR', 'MCN')).toMatchObject({ name: first['ko-KR'] })
    expect(await auditSince(db(), mark, 'document.rename')).toEqual([])
    // Read again, the admin's rename goes through on the editor's version.
    const again = await expectOk(
      harness,
      'http',
      api.rename,
      { params: { type: 'MCN' }, body: { name: { 'ko-KR': 'MCN 소개서 (관리자)' }, version: renamed.version } },
      admin,
    )
    expect(again).toMatchObject({ version: read.version + 2, renamedBy: 'documents-admin 직원' })
  })
})

describe('who may edit the documents', () => {
  it('refuses support staff and callers without a session, before anything is stored', async () => {
    const warnings = roleRefusalLog()
    const calls = [
      () => send(harness, 'http', api.list, {}, support),
      () =>
        send(
          harness,
          'http',
          api.upload,
          { params: { type: 'MCN', locale: 'ko-KR' }, body: uploadOf('x.pdf', pdf('x')) },
          support,
        ),
      () => send(harness, 'http', api.remove, { params: { type: 'MCN', locale: 'zh-TW' } }, support),
      () => send(harness, 'http', api.rename, { params: { type: 'MCN' }, body: { name: { 'ko-KR': 'x' }, version: 1 } }, support),
    ]
    try {
      for (const call of calls) expect((await call()).status).toBe(403)
    } finally {
      warnings.mockRestore()
    }
    const anonymous = await send(harness, 'http', api.upload, {
      params: { type: 'MCN', locale: 'ko-KR' },
      body: uploadOf('x.pdf', pdf('x')),
    })
    expect(anonymous.status).toBe(401)
    expect((await readerGets('ko-KR', 'MCN')).url).toBe('/documents/cellactis-mcn.pdf')
  })

  it('lists every type and language for editors and admins', async () => {
    for (const options of [editor, admin]) {
      const list = await expectOk(harness, 'in-process', api.list, {}, options)
      expect(list.map((item) => item.type)).toContain('COMPANY')
      expect(list.every((item) => item.languages.length === 5)).toBe(true)
    }
  })
})
