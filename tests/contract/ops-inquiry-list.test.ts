import { describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { insertInquiry } from './inquiry-fixtures'
import { asMachine } from './member-support'
import { setUpInquiryOps } from './ops-support'
import { expectOk } from './staff-support'

/** The operations inbox's list of inquiries: its filters, search, pages and order, and who is assigned. */
const { harness } = await setUpInquiryOps()
const db = () => harness.database.db

describe('the inquiry list', () => {
  it('filters by status, category, Korean dates, language and a part of a receipt, name, email, company or subject', async () => {
    const tag = 'filters-7q'
    const day = (iso: string) => new Date(iso)
    const a = await insertInquiry(db(), undefined, {
      company: `락토랩스 ${tag}`,
      type: 'RAW_MATERIAL',
      locale: 'ko-KR',
      // 2031-02-01 00:30 in Korea is still 31 January in UTC.
      createdAt: day('2031-01-31T15:30:00Z'),
    })
    const b = await insertInquiry(db(), undefined, {
      company: `Acme ${tag}`,
      fullName: 'Minji Park',
      email: `minji.${tag}@acme.test`,
      subject: 'OEM quote for a probiotic stick',
      type: 'OEM_ODM',
      createdAt: day('2031-02-03T02:00:00Z'),
    })
    const c = await insertInquiry(db(), undefined, {
      company: `Done ${tag}`,
      processedAt: day('2031-02-05T00:00:00Z'),
      createdAt: day('2031-02-04T02:00:00Z'),
    })
    const receipts = async (query: Record<string, unknown>) => {
      const data = await expectOk(
        harness,
        'http',
        adminEndpoints.inquiryList,
        { query: { q: tag, size: 100, ...query } },
        asMachine,
      )
      return data.items.map((item) => item.receiptNumber)
    }
    // Open (new and in progress) unless asked otherwise, newest first.
    expect(await receipts({})).toEqual([b.receiptNumber, a.receiptNumber])
    expect(await receipts({ status: 'done' })).toEqual([c.receiptNumber])
    expect(await receipts({ status: 'all', dir: 'asc' })).toEqual([a.receiptNumber, b.receiptNumber, c.receiptNumber])
    expect(await receipts({ status: 'all', category: 'RAW_MATERIAL' })).toEqual([a.receiptNumber])
    expect(await receipts({ status: 'all', language: 'ko-KR' })).toEqual([a.receiptNumber])
    expect(await receipts({ status: 'all', from: '2031-02-01', to: '2031-02-03' })).toEqual([b.receiptNumber, a.receiptNumber])
    expect(await receipts({ status: 'all', to: '2031-01-31' })).toEqual([])
    // Search: a part of the name, the email, the company or the receipt number, in any case.
    expect(await receipts({ q: 'MINJI PARK' })).toEqual([b.receiptNumber])
    expect(await receipts({ q: `minji.${tag}@` })).toEqual([b.receiptNumber])
    expect(await receipts({ q: `락토랩스 ${tag}` })).toEqual([a.receiptNumber])
    expect(await receipts({ q: c.receiptNumber.slice(2), status: 'all' })).toEqual([c.receiptNumber])
    // And the words of its subject.
    expect(await receipts({ q: 'OEM' })).toEqual([b.receiptNumber])
    expect(await receipts({ q: 'probiotic quote' })).toEqual([b.receiptNumber])
    // As the site's search (decision 84): its words in any order, without their accents or a Korean particle.
    expect(await receipts({ q: 'park MÍNJI' })).toEqual([b.receiptNumber])
    expect(await receipts({ q: `락토랩스의 ${tag}` })).toEqual([a.receiptNumber])
    // LIKE's own characters are taken as they are typed.
    expect(await receipts({ q: '%', status: 'all' })).toEqual([])
  })

  it('pages, sorts by status and shows who is assigned', async () => {
    const tag = 'paging-3k'
    const created = []
    for (let i = 0; i < 5; i += 1) {
      created.push(
        await insertInquiry(db(), undefined, {
          company: `${tag} ${i}`,
          createdAt: new Date(Date.UTC(2031, 1, 10 + i)),
          status: i === 1 ? 'in_progress' : i === 2 ? 'done' : 'new',
        }),
      )
    }
    const page2 = await expectOk(
      harness,
      'in-process',
      adminEndpoints.inquiryList,
      { query: { q: tag, status: 'all', size: 2, page: 2 } },
      asMachine,
    )
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 })
    expect(page2.items.map((item) => item.company)).toEqual([`${tag} 2`, `${tag} 1`])
    const byStatus = await expectOk(
      harness,
      'in-process',
      adminEndpoints.inquiryList,
      { query: { q: tag, status: 'all', sort: 'status', dir: 'asc', size: 10 } },
      asMachine,
    )
    expect(byStatus.items.map((item) => item.status)).toEqual(['new', 'new', 'new', 'in_progress', 'done'])
    expect(byStatus.items[0]).toMatchObject({ assignee: null, processed: false, attachmentCount: 0 })
  })
})
