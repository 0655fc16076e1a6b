import { describe, expect, it } from 'vitest'
import { PHARMACY_IMPORT_MAX_BYTES, PHARMACY_IMPORT_MAX_ROWS } from '~/api/contract/pharmacy-editing-endpoints'
import { readPharmacyFile } from './pharmacy-file-read'
import { problemMessage } from './pharmacy-import-messages'
import { MAX_UNPACKED_BYTES } from './zip-inflate-checked.mjs'

describe('reading an uploaded pharmacy list', () => {
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
  it('names the real limit in both console languages: the upload’s 2 MB, the workbook’s 32 MB unpacked', () => {
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'ko-KR')).toBe(
      '파일이 너무 큽니다. 2 MB까지 받습니다.',
    )
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'en-US')).toBe('The file is too large: at most 2 MB.')
    expect(problemMessage('too_large', { max: MAX_UNPACKED_BYTES, unpacked: true }, 'en-US')).toContain('more than 32 MB')
    expect(problemMessage('too_many_rows', { max: PHARMACY_IMPORT_MAX_ROWS }, 'ko-KR')).toContain('5,000곳')
  })
})
