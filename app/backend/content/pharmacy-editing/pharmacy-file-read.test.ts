import { describe, expect, it } from 'vitest'
import { PHARMACY_IMPORT_MAX_BYTES, PHARMACY_IMPORT_MAX_ROWS } from '~/api/contract/pharmacy-editing-endpoints'
import { MAX_UNPACKED_BYTES, readPharmacyFile } from './pharmacy-file-read'
import { problemMessage } from './pharmacy-import-messages'
import { zipUnpackedSize } from './zip-unpacked-size'

/** A ZIP of one stored entry whose central directory declares `unpacked` bytes: what a "ZIP bomb" shows before inflating. */
function zipDeclaring(unpacked: number): Uint8Array {
  const name = new TextEncoder().encode('xl/workbook.xml')
  const local = new Uint8Array(30 + name.length)
  const localView = new DataView(local.buffer)
  localView.setUint32(0, 0x04034b50, true)
  localView.setUint16(26, name.length, true)
  local.set(name, 30)
  const central = new Uint8Array(46 + name.length)
  const centralView = new DataView(central.buffer)
  centralView.setUint32(0, 0x02014b50, true)
  centralView.setUint32(24, unpacked, true)
  centralView.setUint16(28, name.length, true)
  central.set(name, 46)
  const end = new Uint8Array(22)
  const endView = new DataView(end.buffer)
  endView.setUint32(0, 0x06054b50, true)
  endView.setUint16(8, 1, true)
  endView.setUint16(10, 1, true)
  endView.setUint32(12, central.length, true)
  endView.setUint32(16, local.length, true)
  const zip = new Uint8Array(local.length + central.length + end.length)
  zip.set(local, 0)
  zip.set(central, local.length)
  zip.set(end, local.length + central.length)
  return zip
}

describe('reading an uploaded pharmacy list', () => {
  it('refuses a workbook that says it unpacks to more than 64 MiB, before unpacking it', async () => {
    expect(zipUnpackedSize(zipDeclaring(1_000))).toBe(1_000)
    expect(await readPharmacyFile(zipDeclaring(2_000_000_000))).toEqual({
      ok: false,
      format: 'xlsx',
      code: 'too_large',
      limit: MAX_UNPACKED_BYTES,
    })
    expect(zipUnpackedSize(zipDeclaring(0xffffffff))).toBeUndefined()
  })

  it('reads a CSV saved by Korean Excel (CP949), keeps row numbers across blank lines, and takes off the formula guard', async () => {
    // "약국명,전화번호" / "" / "온누리약국,'+82-2-123-4567" in CP949.
    const cp949 = Buffer.from(
      'bee0b1b9b8ed2cc0fcc8adb9f8c8a30d0a0d0abfc2b4a9b8aebee0b1b92c272b38322d322d3132332d343536370d0a',
      'hex',
    )
    const read = await readPharmacyFile(new Uint8Array(cp949))
    expect(read).toMatchObject({ ok: true, format: 'csv' })
    if (!read.ok) return
    expect(read.rows.slice(0, 3)).toEqual([
      { line: 1, cells: ['약국명', '전화번호'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['온누리약국', '+82-2-123-4567'] },
    ])
  })
})

describe('a refusal of the whole file', () => {
  it('names the real limit in both console languages: the upload’s 2 MB, the workbook’s 64 MB unpacked', () => {
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'ko-KR')).toBe(
      '파일이 너무 큽니다. 2 MB까지 받습니다.',
    )
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'en-US')).toBe('The file is too large: at most 2 MB.')
    expect(problemMessage('too_large', { max: MAX_UNPACKED_BYTES, unpacked: true }, 'en-US')).toContain('more than 64 MB')
    expect(problemMessage('too_many_rows', { max: PHARMACY_IMPORT_MAX_ROWS }, 'ko-KR')).toContain('5,000곳')
  })
})
