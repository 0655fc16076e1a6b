import { deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { PHARMACY_IMPORT_MAX_BYTES, PHARMACY_IMPORT_MAX_ROWS } from '~/api/contract/pharmacy-editing-endpoints'
import { MAX_UNPACKED_BYTES, readPharmacyFile } from './pharmacy-file-read'
import { problemMessage } from './pharmacy-import-messages'
import { inflateZipChecked } from './zip-inflate-checked'

interface ZipEntry {
  name: string
  data: Uint8Array
  /** What the directory says it unpacks to: the truth unless given. */
  declared?: number
}

/** A ZIP of deflated entries, each described in the central directory as `declared` bytes unpacked. */
function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = deflateRawSync(entry.data)
    const local = Buffer.alloc(30 + name.length)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.declared ?? entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    name.copy(local, 30)
    const central = Buffer.alloc(46 + name.length)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    name.copy(central, 46)
    locals.push(local, packed)
    centrals.push(central)
    offset += local.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const sheetXml = (rows: string) =>
  Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
  )

describe('reading an uploaded pharmacy list', () => {
  it('refuses a workbook that unpacks past the limit, whatever its directory says, having inflated no more', async () => {
    const lying = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(MAX_UNPACKED_BYTES + 1), declared: 2048 }])
    expect(lying.length).toBeLessThan(100 * 1024)
    expect(inflateZipChecked(lying, MAX_UNPACKED_BYTES)).toEqual({ ok: false, problem: 'too_large' })
    expect(await readPharmacyFile(lying)).toMatchObject({
      ok: false,
      format: 'xlsx',
      code: 'too_large',
      limit: MAX_UNPACKED_BYTES,
    })
    const exact = zipOf([{ name: 'a.xml', data: new Uint8Array(1000) }])
    expect(inflateZipChecked(exact, 1000)).toMatchObject({ ok: true })
    expect(inflateZipChecked(exact, 999)).toEqual({ ok: false, problem: 'too_large' })
  })

  it('refuses a small sheet of a million rows as too many rows, before anything parses it', async () => {
    const million = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheetXml('<row/>'.repeat(1_000_000)) }])
    expect(million.length).toBeLessThan(64 * 1024)
    expect(await readPharmacyFile(million)).toEqual({ ok: false, format: 'xlsx', code: 'too_many_rows' })
  })

  it('reads a workbook whose sheet nests its XML 100,000 deep on its own thread: its cells, the server unharmed', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('약국').addRow(['온누리약국', '02-123-4567'])
    const made = inflateZipChecked(new Uint8Array(await workbook.xlsx.writeBuffer()), MAX_UNPACKED_BYTES)
    if (!made.ok) throw new Error('ExcelJS wrote no workbook')
    const depth = 100_000
    const entries = [...made.entries].map(([name, data]) => ({
      name,
      data: name.startsWith('xl/worksheets/')
        ? Buffer.from(data.toString('utf8').replace('</sheetData>', `</sheetData>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`))
        : data,
    }))
    expect(await readPharmacyFile(zipOf(entries))).toEqual({
      ok: true,
      format: 'xlsx',
      rows: [{ line: 1, cells: ['온누리약국', '02-123-4567'] }],
    })
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
  it('names the real limit in both console languages: the upload’s 2 MB, the workbook’s 32 MB unpacked', () => {
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'ko-KR')).toBe(
      '파일이 너무 큽니다. 2 MB까지 받습니다.',
    )
    expect(problemMessage('too_large', { max: PHARMACY_IMPORT_MAX_BYTES }, 'en-US')).toBe('The file is too large: at most 2 MB.')
    expect(problemMessage('too_large', { max: MAX_UNPACKED_BYTES, unpacked: true }, 'en-US')).toContain('more than 32 MB')
    expect(problemMessage('too_many_rows', { max: PHARMACY_IMPORT_MAX_ROWS }, 'ko-KR')).toContain('5,000곳')
  })
})
