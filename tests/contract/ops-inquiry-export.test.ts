import { describe, expect, it } from 'vitest'
import { insertInquiry } from './inquiry-fixtures'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, adminStaffToken, roleRefusalLog, signInStaff } from './staff-support'

const harness = setUpOpsHarness()
const db = () => harness.database.db

async function exportCsv(query: Record<string, string>, givenToken?: string, locale = 'ko-KR') {
  const token = givenToken ?? `Bearer ${await adminStaffToken(harness)}`
  const response = await fetch(`${harness.transports.http.baseUrl}/admin/inquiries.csv?${new URLSearchParams(query)}`, {
    headers: { authorization: token, 'accept-language': locale },
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

/** The cells of a CSV document as a spreadsheet reads them (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += char
  }
  return rows
}

describe('the CSV export of inquiries', () => {
  it('is a UTF-8 download with a byte order mark that Excel opens in Korean, formulas shown as text', async () => {
    const tag = 'csv-9z'
    const korean = await insertInquiry(db(), undefined, {
      company: `락토랩스 ${tag}`,
      fullName: '김민수',
      subject: '원료 샘플, "급함"',
      content: '첫 줄\n둘째 줄',
      locale: 'ko-KR',
      type: 'RAW_MATERIAL',
      createdAt: new Date('2031-02-01T03:04:00Z'),
    })
    const hostile = await insertInquiry(db(), undefined, {
      company: `=HYPERLINK("http://evil.test") ${tag}`,
      fullName: '+cmd',
      subject: '-2+3',
      content: '@SUM(A1)',
      mobile: '\t010',
      createdAt: new Date('2031-02-02T03:04:00Z'),
    })
    const { response, bytes, text } = await exportCsv({ q: tag, status: 'all', dir: 'asc' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-\d{8}\.csv"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const [header, first, second, ...rest] = parseCsv(text.slice(1))
    expect(rest).toEqual([])
    expect(header?.slice(0, 4)).toEqual(['접수번호', '접수일시(KST)', '상태', '문의 유형'])
    expect(first).toEqual([
      korean.receiptNumber,
      '2031-02-01 12:04',
      '신규',
      '원료',
      'ko-KR',
      `락토랩스 ${tag}`,
      '김민수',
      'jane@example.test',
      '010-1234-5678',
      '원료 샘플, "급함"',
      '첫 줄\n둘째 줄',
      '',
      '',
      '0',
      '아니요',
    ])
    expect(second?.[0]).toBe(hostile.receiptNumber)
    expect(second?.slice(5, 11)).toEqual([
      `'=HYPERLINK("http://evil.test") ${tag}`,
      "'+cmd",
      'jane@example.test',
      "'\t010",
      "'-2+3",
      "'@SUM(A1)",
    ])
  })

  it('counts each inquiry’s own attachments, and writes an international phone number without an apostrophe', async () => {
    const tag = 'csv-files-7q'
    const pdf = { name: 'spec.pdf', bytes: Buffer.from('%PDF-1.4 test') }
    // Distinct receipt times: rows received in the same millisecond would come in the order of their random ids.
    const receivedAt = (minute: number) => new Date(`2031-03-01T09:0${minute}:00Z`)
    const two = await insertInquiry(db(), undefined, { company: `${tag} two`, files: [pdf, pdf], createdAt: receivedAt(1) })
    const none = await insertInquiry(db(), undefined, { company: `${tag} none`, createdAt: receivedAt(2) })
    const one = await insertInquiry(db(), undefined, {
      company: `${tag} one`,
      files: [pdf],
      mobile: '+82 10-1234-5678',
      createdAt: receivedAt(3),
    })
    const { text } = await exportCsv({ q: tag, status: 'all', dir: 'asc' })
    const [, ...rows] = parseCsv(text.slice(1))
    expect(rows.map((row) => [row[0], row[13]])).toEqual([
      [two.receiptNumber, '2'],
      [none.receiptNumber, '0'],
      [one.receiptNumber, '1'],
    ])
    // An international number is shown as written: a formula that returns it as text, no apostrophe in front.
    expect(rows.map((row) => row[8])).toEqual(['010-1234-5678', '010-1234-5678', '="+82 10-1234-5678"'])
  })

  it('takes the list filters, answers English headers in English, and is audited with the row count', async () => {
    const tag = 'csv-filter-4m'
    await insertInquiry(db(), undefined, { company: `${tag} a`, type: 'PARTNERSHIP' })
    await insertInquiry(db(), undefined, { company: `${tag} b`, type: 'OTHER', processedAt: new Date() })
    const staff = await addTestStaff(harness, 'support', 'csv')
    const token = `Bearer ${await signInStaff(harness, 'http', staff)}`
    const mark = await auditMark(db())
    const { text } = await exportCsv({ q: tag, category: 'OTHER', status: 'all' }, token, 'en-US')
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header?.slice(0, 3)).toEqual(['Receipt', 'Received (KST)', 'Status'])
    expect(rows.map((row) => [row[2], row[3], row[5]])).toEqual([['Done', 'Other', `${tag} b`]])
    expect(await auditSince(db(), mark, 'inquiry.export')).toMatchObject([
      { actorId: staff.id, detail: { rows: 1, filters: { category: 'OTHER', status: 'all' } } },
    ])
  })

  it('refuses bad filters (400), nobody signed in (401) and an editor (403)', async () => {
    expect((await exportCsv({ status: 'lost' })).response.status).toBe(400)
    expect((await exportCsv({}, 'Bearer nobody-0123456789012345678901')).response.status).toBe(401)
    const editor = await addTestStaff(harness, 'editor', 'csv-editor')
    const token = `Bearer ${await signInStaff(harness, 'http', editor)}`
    const warn = roleRefusalLog()
    try {
      expect((await exportCsv({}, token)).response.status).toBe(403)
    } finally {
      warn.mockRestore()
    }
  })
})
