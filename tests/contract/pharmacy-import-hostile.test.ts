import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { MAX_UNPACKED_BYTES, readPharmacyFile } from '~/backend/content/pharmacy-editing/pharmacy-file-read'
import { inflateZipChecked } from '~/backend/content/pharmacy-editing/zip-inflate-checked'
import { lyingWorkbook, millionRowWorkbook, sheetXml } from '../hostile-workbooks'
import { zipOf } from '../zip-of'
import { rawGet } from './harness'
import { importFile } from './pharmacy-editing-support'
import { staffMember } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * Issue 37: workbooks built to exhaust the server are refused for what they are, at the real limits, while the
 * server keeps answering: a ZIP that lies about its size, a small sheet of a million rows, XML nested 100,000 deep.
 */
const harness = setUpStaffHarness()
const codesOf = (answer: Awaited<ReturnType<typeof importFile>>) => answer.json.data?.problems.map((problem) => problem.code)

describe('hostile workbooks', () => {
  it('refuses a workbook that unpacks past the limit, whatever its directory says, having inflated no more', async () => {
    const lying = lyingWorkbook(MAX_UNPACKED_BYTES)
    expect(lying.length).toBeLessThan(100 * 1024)
    expect(inflateZipChecked(lying, MAX_UNPACKED_BYTES)).toEqual({ ok: false, problem: 'too_large' })
    const exact = zipOf([{ name: 'a.xml', data: new Uint8Array(1000) }])
    expect(inflateZipChecked(exact, 1000)).toMatchObject({ ok: true })
    expect(inflateZipChecked(exact, 999)).toEqual({ ok: false, problem: 'too_large' })
    const answer = await importFile(harness, lying, { dryRun: true, name: 'list.xlsx', locale: 'en-US' })
    expect(codesOf(answer)).toEqual(['too_large'])
    expect(answer.json.data?.problems[0]?.message).toContain('more than 32 MB')
  })

  it('refuses a small sheet of a million rows as too many rows, before anything parses it', async () => {
    const million = millionRowWorkbook()
    expect(million.length).toBeLessThan(64 * 1024)
    expect(await readPharmacyFile(million)).toEqual({ ok: false, format: 'xlsx', code: 'too_many_rows' })
  })

  it('reads a workbook whose sheet nests its XML 100,000 deep on its own thread: its cells, the server unharmed', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('약국').addRow(['온누리약국', '02-123-4567'])
    const made = inflateZipChecked(new Uint8Array(await workbook.xlsx.writeBuffer()), MAX_UNPACKED_BYTES)
    if (!made.ok) throw new Error('ExcelJS wrote no workbook')
    const depth = 100_000
    const nested = `${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`
    const entries = [...made.entries].map(([name, data]) => ({
      name,
      data: name.startsWith('xl/worksheets/')
        ? Buffer.from(data.toString('utf8').replace('</sheetData>', `</sheetData>${nested}`))
        : data,
    }))
    expect(await readPharmacyFile(zipOf(entries))).toEqual({
      ok: true,
      format: 'xlsx',
      rows: [{ line: 1, cells: ['온누리약국', '02-123-4567'] }],
    })
  })

  it('refuses hostile workbooks sent at once by several editors, each for what it is, and keeps answering', async () => {
    const editors = await Promise.all([1, 2, 3].map((index) => staffMember(harness, 'editor', `hostile-${index}`)))
    const tokens = editors.map((editor) => editor.as.token.replace(/^Bearer /, ''))
    const files = [lyingWorkbook(MAX_UNPACKED_BYTES), millionRowWorkbook(), zipOf([{ name: 'x', data: sheetXml('') }])]
    const imports = tokens.flatMap((token) =>
      files.map((file) => importFile(harness, file, { dryRun: true, token, name: 'list.xlsx' })),
    )
    // A visitor's read, made while the files are read: answered all the same.
    const visitorRead = rawGet(harness, '/setting/language')
    const answers = await Promise.all(imports)
    expect(answers.map(codesOf)).toEqual(tokens.flatMap(() => [['too_large'], ['too_many_rows'], ['no_rows']]))
    expect((await visitorRead).status).toBe(200)
  })
})
