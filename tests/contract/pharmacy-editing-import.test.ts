import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import {
  pharmacyEditingEndpoints as api,
  PHARMACY_IMPORT_MAX_BYTES,
  PHARMACY_IMPORT_MAX_ROWS,
} from '~/api/contract/pharmacy-editing-endpoints'
import { clientFor } from './harness'
import { auditMark, auditSince } from './ops-support'
import { csvOf, exportFile, importFile, koreanHeader, pharmacyRow, xlsxOf } from './pharmacy-editing-support'
import { adminStaffToken, asAdminStaff, expectOk, setUpStaffHarness } from './staff-support'

const harness = setUpStaffHarness()
const db = () => harness.database.db
const finder = () => clientFor(harness, 'http')
const listSize = async () => (await finder()(contentEndpoints.pharmacyPage, { query: { size: 1 } })).total

describe('importing a pharmacy list', () => {
  it('refuses a CSV with two bad rows, naming both rows, and writes nothing; imports it once fixed', async () => {
    const before = await listSize()
    const token = await adminStaffToken(harness)
    const mark = await auditMark(db())
    const good = pharmacyRow('가져오기약국 하나')
    const noPhone = pharmacyRow('가져오기약국 둘', { 전화번호: '' })
    const unknownProduct = pharmacyRow('가져오기약국 셋', { '취급 제품': '없는제품' })
    const file = csvOf([good, noPhone, unknownProduct])

    for (const dryRun of [true, false]) {
      const answer = await importFile(harness, file, { dryRun, token })
      expect(answer.status).toBe(200)
      const report = answer.json.data
      expect(report?.imported).toBe(false)
      expect(report?.rows).toBe(3)
      expect(report?.problems.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
        { line: 3, column: '전화번호', code: 'required' },
        { line: 4, column: '취급 제품', code: 'unknown_product' },
      ])
      expect(report?.problems[1]?.message).toContain('없는제품')
    }
    expect(await listSize()).toBe(before)
    // Nothing was written: the audit log holds no import.
    expect(await auditSince(db(), mark)).toEqual([])

    const english = await importFile(harness, file, { dryRun: true, locale: 'en-US' })
    expect(english.json.data?.problems[0]?.message).toBe("'전화번호' is empty.")

    const fixed = csvOf([good, pharmacyRow('가져오기약국 둘'), pharmacyRow('가져오기약국 셋')])
    const imported = await importFile(harness, fixed)
    expect(imported.json.data).toMatchObject({ imported: true, problems: [], added: 3, removed: 0, total: before + 3 })
    const [entry] = await auditSince(db(), mark, 'pharmacy.import')
    expect(entry?.detail).toMatchObject({ mode: 'add', added: 3, format: 'csv' })

    const found = await finder()(contentEndpoints.pharmacyPage, { query: { query: '가져오기약국 둘' } })
    expect(found.items).toHaveLength(1)
    expect(found.items[0]).toMatchObject({ siNm: '서울특별시', sggNm: '강남구', subwayLine: '2호선', subwayName: '강남' })
    expect(found.items[0]?.products.map((product) => product.name)).toEqual([
      '셀락티스 데일리 포스트바이오틱 스틱',
      '셀락티스 이뮨 CLT-23 캡슐',
    ])

    // The same file again in `add` mode: every row is listed already.
    const again = await importFile(harness, fixed)
    expect(again.json.data?.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'already_listed'],
      [3, 'already_listed'],
      [4, 'already_listed'],
    ])
    expect(await listSize()).toBe(before + 3)
  })

  it('reports every problem of every row: lengths, a half subway, a duplicate row, a phone that lost its 0', async () => {
    const file = csvOf([
      pharmacyRow('문제약국 하나', { 주소: '가'.repeat(301) }),
      pharmacyRow('문제약국 둘', { '지하철 노선': '' }),
      pharmacyRow('문제약국 셋', { 전화번호: '25550100' }),
      pharmacyRow('문제약국 넷'),
      [],
      pharmacyRow('문제약국 넷'),
    ])
    const report = (await importFile(harness, file, { dryRun: true })).json.data
    expect(report?.rows).toBe(5)
    expect(report?.problems.map(({ line, code }) => [line, code])).toEqual([
      [2, 'too_long'],
      [3, 'subway_incomplete'],
      [4, 'invalid_phone'],
      [7, 'duplicate_row'],
    ])
    expect(report?.problems[3]?.message).toContain('5행')
  })

  it('checks provinces and districts against the reference list, writing short forms out, and names an unknown one', async () => {
    const noSubway = { '지하철 권역': '', '지하철 노선': '', 지하철역: '' }
    const known = [
      pharmacyRow('지역약국 하나', { 시도: '서울', 시군구: '강남구' }),
      pharmacyRow('지역약국 둘', { 시도: '경기', 시군구: '분당구', ...noSubway }),
      pharmacyRow('지역약국 다섯', { 시도: '전라북도', 시군구: '전주시완산구', ...noSubway }),
    ]
    const file = csvOf([
      ...known.slice(0, 2),
      pharmacyRow('지역약국 셋', { 시도: '서울특별도' }),
      pharmacyRow('지역약국 넷', { 시도: '부산시', 시군구: '강남구' }),
      ...known.slice(2),
    ])
    const refused = (await importFile(harness, file, { dryRun: true })).json.data
    expect(refused?.problems.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 4, column: '시도', code: 'unknown_province' },
      { line: 5, column: '시군구', code: 'unknown_district' },
    ])
    expect(refused?.problems[0]?.message).toContain("'서울특별도'")
    const english = (await importFile(harness, file, { dryRun: true, locale: 'en-US' })).json.data
    expect(english?.problems[1]?.message).toContain("'강남구' in '시군구' is no city, county or district")

    expect((await importFile(harness, csvOf(known))).json.data).toMatchObject({ imported: true, problems: [], added: 3 })
    const place = async (name: string) => {
      const [found] = (await finder()(contentEndpoints.pharmacyPage, { query: { query: name } })).items
      return [found?.siNm, found?.sggNm]
    }
    expect(await place('지역약국 하나')).toEqual(['서울특별시', '강남구'])
    expect(await place('지역약국 둘')).toEqual(['경기도', '성남시 분당구'])
    expect(await place('지역약국 다섯')).toEqual(['전북특별자치도', '전주시 완산구'])
  })

  it('names a missing column and takes English headers and the other languages', async () => {
    const missing = await importFile(harness, csvOf([['약국', '주소']], ['약국명', '주소']), { dryRun: true })
    expect(missing.json.data?.problems.map((problem) => problem.code)).toEqual([
      'missing_column',
      'missing_column',
      'missing_column',
    ])
    const header = ['Name', 'Address', 'Phone', 'Province', 'District', 'Products', 'Name (en-US)', 'Memo']
    const row = [
      '영문머리약국',
      '부산광역시 해운대구 1',
      '051-700-0000',
      '부산광역시',
      '해운대구',
      '',
      'English Header Pharmacy',
      'x',
    ]
    const report = (await importFile(harness, csvOf([row], header))).json.data
    expect(report).toMatchObject({ imported: true, problems: [], ignoredColumns: ['Memo'] })
    const found = await clientFor(harness, 'http', 'en-US')(contentEndpoints.pharmacyPage, { query: { query: 'English Header' } })
    expect(found.items.map((item) => item.name)).toEqual(['English Header Pharmacy'])
  })

  it('imports an XLSX workbook, and refuses a phone number the spreadsheet kept as a number', async () => {
    const bad = await xlsxOf([pharmacyRow('엑셀약국 하나'), [...pharmacyRow('엑셀약국 둘').slice(0, 2), 25550100]])
    const refused = (await importFile(harness, bad, { name: 'list.xlsx' })).json.data
    expect(refused).toMatchObject({ format: 'xlsx', imported: false })
    expect(refused?.problems.map(({ line, code }) => [line, code])).toEqual([
      [3, 'invalid_phone'],
      [3, 'required'],
      [3, 'required'],
    ])
    const good = await xlsxOf([pharmacyRow('엑셀약국 하나'), pharmacyRow('엑셀약국 둘')])
    expect((await importFile(harness, good, { name: 'list.xlsx' })).json.data).toMatchObject({ imported: true, added: 2 })
    const found = await finder()(contentEndpoints.pharmacyPage, { query: { query: '엑셀약국' } })
    expect(found.total).toBe(2)
  })

  it('refuses more than 5,000 pharmacies, and a file over 2 MiB before reading it', async () => {
    const rows = Array.from({ length: PHARMACY_IMPORT_MAX_ROWS + 1 }, (_, index) => pharmacyRow(`많은약국 ${index}`))
    const report = (await importFile(harness, csvOf(rows), { dryRun: true })).json.data
    expect(report?.problems.map((problem) => problem.code)).toEqual(['too_many_rows'])
    // The refusal names the real limit, in both console languages.
    expect(report?.problems[0]?.message).toContain('5,000곳')
    const english = (await importFile(harness, csvOf(rows), { dryRun: true, locale: 'en-US' })).json.data
    expect(english?.problems[0]?.message).toBe('Too many rows: at most 5,000 pharmacies at once.')
    const tooLarge = await importFile(harness, new Uint8Array(PHARMACY_IMPORT_MAX_BYTES + 4096), { dryRun: true })
    expect(tooLarge.status).toBe(413)
  })

  it('refuses what is no CSV or workbook', async () => {
    const zipNoWorkbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    const notText = new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x00, 0xdc, 0xff])
    for (const bytes of [zipNoWorkbook, notText]) {
      const report = (await importFile(harness, bytes, { dryRun: true })).json.data
      expect(report?.problems.map((problem) => problem.code)).toEqual(['unreadable'])
    }
  })
})

describe('the export', () => {
  it('is a UTF-8 CSV with a byte order mark whose cells a spreadsheet would run as formulas show as text', async () => {
    const hostile = '=HYPERLINK("http://evil.test","열기")'
    const fields = {
      name: { 'ko-KR': hostile, 'en-US': '+SUM(1,2)' },
      address: { 'ko-KR': '@서울특별시 중구 1' },
      phone: '02-777-0000',
      siNm: '서울특별시',
      sggNm: '중구',
    }
    await expectOk(harness, 'http', api.createPharmacy, { body: fields }, await asAdminStaff(harness))
    const { response, bytes } = await exportFile(harness, 'csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pharmacies-\d{8}\.csv"$/)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toContain(koreanHeader.map((header) => `"${header}"`).join(','))
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""열기"")"`)
    expect(text).toContain(`"'+SUM(1,2)"`)
    expect(text).toContain(`"'@서울특별시 중구 1"`)
    expect(text).not.toContain(`"=HYPERLINK`)

    // Read back, the guard comes off: the pharmacy is the same one, so `add` finds it listed already.
    const report = (await importFile(harness, bytes, { dryRun: true })).json.data
    const total = await listSize()
    expect(report?.rows).toBe(total)
    expect(new Set(report?.problems.map((problem) => problem.code))).toEqual(new Set(['already_listed']))
    expect(report?.problems).toHaveLength(total)
  })

  it('round-trips: the exported CSV and XLSX, imported to replace the list, have no problem', async () => {
    const total = await listSize()
    for (const format of ['csv', 'xlsx'] as const) {
      for (const locale of ['ko-KR', 'en-US']) {
        const { bytes } = await exportFile(harness, format, undefined, locale)
        const report = (await importFile(harness, bytes, { mode: 'replace', dryRun: true, locale })).json.data
        expect(report).toMatchObject({ format, rows: total, problems: [], ignoredColumns: [], total, removed: total })
      }
    }
    const { bytes } = await exportFile(harness, 'xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const phone = workbook.worksheets[0]?.getRow(2).getCell(3).value
    expect(phone).toMatch(/^0\d/)
    // Nine whole-list exports and checks: seconds each on a busy 2-core machine.
  }, 60_000)

  it('replaces the whole list when told to', async () => {
    const mark = await auditMark(db())
    const file = csvOf([pharmacyRow('교체약국 하나'), pharmacyRow('교체약국 둘')])
    const before = await listSize()
    const report = (await importFile(harness, file, { mode: 'replace' })).json.data
    expect(report).toMatchObject({ imported: true, added: 2, removed: before, total: 2 })
    const page = await finder()(contentEndpoints.pharmacyPage, { query: { size: 10 } })
    expect(page.items.map((item) => item.name).sort()).toEqual(['교체약국 둘', '교체약국 하나'])
    expect((await auditSince(db(), mark, 'pharmacy.import'))[0]?.detail).toMatchObject({ mode: 'replace', removed: before })
  })
})
