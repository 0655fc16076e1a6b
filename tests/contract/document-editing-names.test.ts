import { describe, expect, it } from 'vitest'
import { documentEditingEndpoints as api } from '~/api/contract/document-editing-endpoints'
import { send } from './auth-support'
import { pdf, setUpDocumentEditing } from './document-editing-support'
import { auditMark, auditSince } from './ops-support'
import { expectOk } from './staff-support'

/**
 * A document's name per language, which names its downloads: renamed by editors (Korean required), the old address
 * then naming nothing, and the second of two renames made on the same read refused.
 */
const { harness, db, editor, admin, readerGets, documentRead, download, upload } = setUpDocumentEditing()

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
