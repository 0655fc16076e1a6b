import ExcelJS from 'exceljs'
import { pharmacyEditingEndpoints as api, type PharmacyImportMode } from '~/api/contract/pharmacy-editing-endpoints'
import { type AuthHarness, send } from './auth-support'
import type { TransportName } from './harness'
import { adminStaffToken } from './staff-support'

/** The Korean header row of the file, as the export writes it (an import also takes the English one). */
export const koreanHeader = [
  '약국명',
  '주소',
  '전화번호',
  '시도',
  '시군구',
  '지하철 권역',
  '지하철 노선',
  '지하철역',
  '취급 제품',
]

/** A CSV file (RFC 4180, CRLF, every cell quoted) of the rows under `header`. */
export function csvOf(rows: string[][], header: string[] = koreanHeader): Uint8Array {
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`
  return new TextEncoder().encode(`${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`)
}

/** An XLSX workbook of one sheet holding the header and rows. */
export async function xlsxOf(rows: (string | number)[][], header: string[] = koreanHeader): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('약국').addRows([header, ...rows])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

export const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

interface ImportOptions {
  mode?: PharmacyImportMode
  dryRun?: boolean
  token?: string
  locale?: string
  transport?: TransportName
  name?: string
}

/** POST /admin/content/pharmacies/import of `bytes` (as an admin who just signed in, unless a token is given). */
export async function importFile(harness: AuthHarness, bytes: Uint8Array, options: ImportOptions = {}) {
  const { mode = 'add', dryRun = false, locale = 'ko-KR', transport = 'http', name = 'list.csv' } = options
  const token = options.token ?? (await adminStaffToken(harness))
  return send(
    harness,
    transport,
    api.importPharmacies,
    { body: { mode, dryRun, file: { name, content: base64Of(bytes) } } },
    { token: `Bearer ${token}`, locale },
  )
}

/** GET /admin/content/pharmacies/export as bytes (as an admin who just signed in, unless a token is given). */
export async function exportFile(harness: AuthHarness, format: 'csv' | 'xlsx', givenToken?: string, locale = 'ko-KR') {
  const token = givenToken ?? (await adminStaffToken(harness))
  const response = await fetch(`${harness.transports.http.baseUrl}/admin/content/pharmacies/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/** A pharmacy row of the file, in the Korean header's order; `overrides` by header. */
export function pharmacyRow(name: string, overrides: Partial<Record<string, string>> = {}): string[] {
  const values: Record<string, string> = {
    약국명: name,
    주소: `서울특별시 강남구 테헤란로 ${name.length}길 1`,
    전화번호: '02-555-0100',
    시도: '서울특별시',
    시군구: '강남구',
    '지하철 권역': '수도권',
    '지하철 노선': '2호선',
    지하철역: '강남',
    '취급 제품': '셀락티스 데일리 포스트바이오틱 스틱; pb-immune-clt23-capsule',
    ...overrides,
  }
  return koreanHeader.map((header) => values[header] ?? '')
}
