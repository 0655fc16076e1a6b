import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { createBackendApp } from '~/backend/app'
import { inquiryAttachments } from '~/backend/db/inquiry-schema'
import { clientFor, setUpContractHarness, transportNames } from './harness'
import { insertInquiry, pdfBytes, tempStorage, testMailSettings } from './inquiry-fixtures'

const TOKEN = 'test-admin-token-0123456789abcdefghijklmnop'
const files = await tempStorage()
const harness = setUpContractHarness(() => ({ admin: { token: TOKEN, storage: files.storage } }))
afterAll(() => files.remove())

const base = () => harness.transports.http.baseUrl
const get = (path: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${base()}${path}`, { headers })

describe('admin API access', () => {
  it('has no machine credential when no token is configured (401 for any token), and does not exist unmounted', async () => {
    const app = createBackendApp({ db: harness.database.db, admin: { token: undefined, storage: files.storage } })
    for (const authorization of ['', `Bearer ${TOKEN}`]) {
      const response = await app.fetch(new Request('http://in-process/api/v1/admin/inquiries', { headers: { authorization } }))
      expect(response.status).toBe(401)
    }
    const unmounted = createBackendApp({ db: harness.database.db })
    expect((await unmounted.fetch(new Request('http://in-process/api/v1/admin/inquiries'))).status).toBe(404)
  })

  it.each([
    ['no authorization', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-wrong-token-wrong-token-123' }],
    ['a token one character short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token without the Bearer scheme', { authorization: TOKEN }],
  ])('answers 401 to %s, before looking at the request', async (_name, headers) => {
    for (const path of ['/admin/inquiries', '/admin/inquiries/Q-20260101-NOPE00', '/admin/inquiries/%20bad/attachments/x']) {
      const response = await get(path, headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED')
    }
    const post = await fetch(`${base()}/admin/inquiries/Q-20260101-NOPE00/processed`, { method: 'POST', headers, body: '{}' })
    expect(post.status).toBe(401)
  })
})

describe.each(transportNames)('admin API over the %s transport', (transport) => {
  const call = () => clientFor(harness, transport, 'ko-KR', `Bearer ${TOKEN}`)

  it('lists open, processed and all inquiries, newest first, with paging', async () => {
    const db = harness.database.db
    const older = await insertInquiry(db, undefined, {
      createdAt: new Date('2026-01-02T00:00:00Z'),
      company: '셀락티스 파트너스',
    })
    const newer = await insertInquiry(db, undefined, { createdAt: new Date('2026-01-03T00:00:00Z'), files: [] })
    const done = await insertInquiry(db, undefined, { processedAt: new Date('2026-01-05T00:00:00Z') })

    const open = await call()(adminEndpoints.inquiryList, { query: { status: 'open', size: 100 } })
    const receipts = open.items.map((item) => item.receiptNumber)
    expect(receipts).toContain(older.receiptNumber)
    expect(receipts).not.toContain(done.receiptNumber)
    expect(receipts.indexOf(newer.receiptNumber)).toBeLessThan(receipts.indexOf(older.receiptNumber))
    expect(open.items.find((item) => item.receiptNumber === older.receiptNumber)).toMatchObject({
      company: '셀락티스 파트너스',
      type: 'OEM_ODM',
      subject: older.subject,
      processed: false,
      attachmentCount: 0,
    })

    const processed = await call()(adminEndpoints.inquiryList, { query: { status: 'done', size: 100 } })
    expect(processed.items.map((item) => item.receiptNumber)).toContain(done.receiptNumber)
    expect(processed.items.every((item) => item.processed)).toBe(true)

    const all = await call()(adminEndpoints.inquiryList, { query: { status: 'all', size: 1, page: 2 } })
    expect(all).toMatchObject({ page: 2, size: 1 })
    expect(all.items).toHaveLength(1)
    expect(all.total).toBe(open.total + processed.total)
  })

  it('shows one inquiry in full, with its attachments and mails', async () => {
    const inquiry = await insertInquiry(harness.database.db, files.storage, {
      files: [{ name: '견적서.pdf', bytes: pdfBytes('quote') }],
      mails: testMailSettings,
      locale: 'ja-JP',
    })
    const detail = await call()(adminEndpoints.inquiryDetail, { params: { receiptNumber: inquiry.receiptNumber } })
    expect(detail).toMatchObject({
      receiptNumber: inquiry.receiptNumber,
      fullName: inquiry.fullName,
      email: inquiry.email,
      mobile: inquiry.mobile,
      content: inquiry.content,
      locale: 'ja-JP',
      processed: false,
      personalDataDestroyed: false,
      attachments: [
        { id: inquiry.attachments[0]?.id, originalName: '견적서.pdf', sizeBytes: pdfBytes('quote').byteLength, destroyed: false },
      ],
    })
    expect(detail.mails.map((mail) => mail.toAddress).sort()).toEqual([inquiry.email, testMailSettings.notifyTo].sort())
  })

  it('marks an inquiry processed once; marking again keeps the first time', async () => {
    const inquiry = await insertInquiry(harness.database.db, undefined)
    const params = { receiptNumber: inquiry.receiptNumber }
    const first = await call()(adminEndpoints.markInquiryProcessed, { params, body: { by: 'kim' } })
    expect(first).toMatchObject({ receiptNumber: inquiry.receiptNumber, processedBy: 'kim' })
    const again = await call()(adminEndpoints.markInquiryProcessed, { params, body: { by: 'lee' } })
    expect(again).toEqual(first)
    const open = await call()(adminEndpoints.inquiryList, { query: { status: 'open', size: 100 } })
    expect(open.items.map((item) => item.receiptNumber)).not.toContain(inquiry.receiptNumber)
  })
})

describe('admin API answers', () => {
  it('answers 404 for an unknown receipt and 400 for a malformed one', async () => {
    expect((await get('/admin/inquiries/Q-20990101-NOPE00')).status).toBe(404)
    expect((await get('/admin/inquiries/%3Cscript%3E')).status).toBe(400)
    expect((await get('/admin/inquiries?status=everything')).status).toBe(400)
    const post = await fetch(`${base()}/admin/inquiries/Q-20990101-NOPE00/processed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(post.status).toBe(404)
  })

  it('is never cached', async () => {
    expect((await get('/admin/inquiries')).headers.get('cache-control')).toBe('no-store')
  })

  it('downloads an attachment as bytes to save, never to display', async () => {
    const bytes = pdfBytes('<html><script>alert(1)</script>')
    const inquiry = await insertInquiry(harness.database.db, files.storage, {
      files: [{ name: '../report "final".html', bytes, contentType: 'application/pdf' }],
    })
    const id = inquiry.attachments[0]?.id
    const response = await get(`/admin/inquiries/${inquiry.receiptNumber}/attachments/${id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="report final.pdf"; filename*=UTF-8''report%20final.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('names a download with an extension of the type its content showed: replaced, kept, or added (ASVS 5.2.2)', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    const inquiry = await insertInquiry(harness.database.db, files.storage, {
      files: [
        { name: 'invoice.html', bytes: pdfBytes('a'), contentType: 'application/pdf' },
        { name: 'photo.jpg', bytes: png, contentType: 'image/png' },
        { name: '회사 소개서.PDF', bytes: pdfBytes('b'), contentType: 'application/pdf' },
        { name: 'scan', bytes: pdfBytes('c'), contentType: 'application/pdf' },
      ],
    })
    const names = []
    for (const attachment of inquiry.attachments) {
      const response = await get(`/admin/inquiries/${inquiry.receiptNumber}/attachments/${attachment.id}`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      names.push(decodeURIComponent(response.headers.get('content-disposition')?.split("UTF-8''")[1] ?? ''))
    }
    expect(names).toEqual(['invoice.pdf', 'photo.png', '회사 소개서.PDF', 'scan.pdf'])
  })

  it('answers 404 for an attachment of another inquiry, a destroyed one, or one missing from storage', async () => {
    const db = harness.database.db
    const one = await insertInquiry(db, files.storage, { files: [{ name: 'a.pdf', bytes: pdfBytes('a') }] })
    const other = await insertInquiry(db, files.storage, { files: [{ name: 'b.pdf', bytes: pdfBytes('b') }] })
    const [a] = one.attachments
    const [b] = other.attachments
    expect((await get(`/admin/inquiries/${one.receiptNumber}/attachments/${b?.id}`)).status).toBe(404)
    await files.storage.delete(a?.storageKey ?? '')
    expect((await get(`/admin/inquiries/${one.receiptNumber}/attachments/${a?.id}`)).status).toBe(404)
    await db
      .update(inquiryAttachments)
      .set({ destroyedAt: new Date() })
      .where(eq(inquiryAttachments.id, b?.id ?? 0))
    expect((await get(`/admin/inquiries/${other.receiptNumber}/attachments/${b?.id}`)).status).toBe(404)
  })
})
