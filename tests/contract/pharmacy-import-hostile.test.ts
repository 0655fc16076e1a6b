import { readdirSync, readFileSync } from 'node:fs'
import { constants, getPriority } from 'node:os'
import { describe, expect, it } from 'vitest'
import { readPharmacyFile } from '~/backend/content/pharmacy-editing/pharmacy-file-read'
import { inflateZipChecked, MAX_UNPACKED_BYTES } from '~/backend/content/pharmacy-editing/zip-inflate-checked.mjs'
import { deeplyNestedWorkbook, lyingWorkbook, millionRowWorkbook, sheetXml } from '../hostile-workbooks'
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

  it('unpacks and counts a hostile workbook off the serving thread, whose loop turns while it is refused', async () => {
    const hostile = [
      [lyingWorkbook(MAX_UNPACKED_BYTES), 'too_large'],
      [millionRowWorkbook(), 'too_many_rows'],
    ] as const
    for (const [workbook, code] of hostile) {
      let turns = 0
      const ticking = setInterval(() => {
        turns += 1
      }, 0)
      const read = await readPharmacyFile(workbook)
      clearInterval(ticking)
      expect(read).toEqual({ ok: false, format: 'xlsx', code, ...(code === 'too_large' ? { limit: MAX_UNPACKED_BYTES } : {}) })
      expect(turns, code).toBeGreaterThan(0)
    }
  })

  it('reads a workbook nesting its XML 100,000 deep on a thread of the lowest CPU priority: its cells, the server unharmed', async () => {
    const nested = await deeplyNestedWorkbook([['온누리약국', '02-123-4567']], 100_000)
    // Linux: each thread of this process, its nice value the 19th field of its stat (the 17th after its name's ")").
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
    const lowest = constants.priority.PRIORITY_LOW
    const threadsAtLowest = () =>
      readdirSync('/proc/self/task').filter((id) => {
        try {
          return niceOf(readFileSync(`/proc/self/task/${id}/stat`, 'utf8')) === lowest
        } catch {
          return false // ended meanwhile
        }
      }).length
    const serving = getPriority()
    let seen = 0
    const watching = setInterval(() => {
      seen = Math.max(seen, threadsAtLowest())
    }, 5)
    const read = await readPharmacyFile(nested)
    clearInterval(watching)
    expect(read).toEqual({ ok: true, format: 'xlsx', rows: [{ line: 1, cells: ['온누리약국', '02-123-4567'] }] })
    expect(seen).toBeGreaterThan(0)
    expect(getPriority()).toBe(serving)
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
