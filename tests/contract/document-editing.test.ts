import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { documentEditingEndpoints as api } from '~/api/contract/document-editing-endpoints'
import { FileNotFoundError } from '~/backend/storage/file-storage'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { language, pdf, setUpDocumentEditing, TYPE } from './document-editing-support'
import { uploadBody as uploadOf } from './media-support'
import { auditMark, auditSince } from './ops-support'
import { expectOk, roleRefusalLog } from './staff-support'

/**
 * The documents' PDFs, one per language, uploaded by editors to S3 (s3rver): what a reader of each language is
 * offered, the download, removing a file, bytes two languages share, a file that is no PDF, and who may edit them.
 * The documents' names: document-editing-names.test.ts.
 */
const { harness, storage, db, editor, admin, support, readerGets, download, upload } = setUpDocumentEditing()

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
