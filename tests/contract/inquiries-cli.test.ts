import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createBackendApp } from '~/backend/app'
import { auditLog } from '~/backend/db/staff-schema'
import { type CliResult, runScript } from './cli-support'
import { setUpContractHarness } from './harness'
import { insertInquiry, pdfBytes, tempStorage } from './inquiry-fixtures'

const TOKEN = 'cli-admin-token-0123456789abcdefghijklmnopq'
const DISABLED_PORT = 3243
const UNREACHABLE_PORT = 3249
const files = await tempStorage()
const harness = setUpContractHarness(() => ({ admin: { token: TOKEN, storage: files.storage } }))
afterAll(() => files.remove())

/** Runs `npm run inquiries -- …` as staff would. */
function cli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return runScript('scripts/inquiries.mjs', args, {
    PATH: process.env.PATH,
    ADMIN_TOKEN: TOKEN,
    INQUIRIES_API_URL: harness.transports.http.baseUrl,
    ...env,
  })
}

describe('npm run inquiries', { timeout: 60_000 }, () => {
  it('lists open inquiries as a table, and processed or all ones on request', async () => {
    const open = await insertInquiry(harness.database.db, undefined, { company: '락토랩스', subject: '원료 샘플 요청' })
    const done = await insertInquiry(harness.database.db, undefined, { processedAt: new Date() })
    const list = await cli(['list'])
    expect(list.code).toBe(0)
    const [header, ...rows] = list.stdout.split('\n')
    expect(header).toMatch(/^RECEIPT\s+RECEIVED \(KST\)\s+TYPE\s+COMPANY\s+SUBJECT\s+FILES\s+STATUS$/)
    const row = rows.find((line) => line.startsWith(open.receiptNumber))
    expect(row).toContain('락토랩스')
    expect(row).toContain('원료 샘플 요청')
    expect(row).toMatch(/open$/)
    expect(list.stdout).not.toContain(done.receiptNumber)
    // Columns line up whatever the script: the status column starts at the same place on every line.
    expect(header?.indexOf('STATUS')).toBe((row?.length ?? 0) + wideExtra(row ?? '') - 'open'.length)

    expect((await cli(['list', '--processed'])).stdout).toContain(done.receiptNumber)
    const all = await cli(['list', '--all'])
    expect(all.stdout).toContain(done.receiptNumber)
    expect(all.stdout).toContain(open.receiptNumber)
  })

  it('shows one inquiry, marks it processed and downloads its attachment', async () => {
    const bytes = pdfBytes('quote')
    const inquiry = await insertInquiry(harness.database.db, files.storage, { files: [{ name: 'quote.pdf', bytes }] })
    const show = await cli(['show', inquiry.receiptNumber])
    expect(show.code).toBe(0)
    expect(show.stdout).toContain(inquiry.content)
    expect(show.stdout).toContain(inquiry.email)
    expect(show.stdout).toMatch(new RegExp(`${inquiry.attachments[0]?.id}\\s+quote\\.pdf`))

    const target = join(await tempDir(), 'quote.pdf')
    const download = await cli(['download', inquiry.receiptNumber, String(inquiry.attachments[0]?.id), target])
    expect(download.code).toBe(0)
    expect(new Uint8Array(await readFile(target))).toEqual(bytes)
    const again = await cli(['download', inquiry.receiptNumber, String(inquiry.attachments[0]?.id), target])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists')

    // Each access is recorded with the server's user who ran the command line, from this machine.
    const records = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, inquiry.receiptNumber), inArray(auditLog.action, ['inquiry.read', 'attachment.download'])))
    expect(records.map((entry) => entry.action).sort()).toEqual(['attachment.download', 'attachment.download', 'inquiry.read'])
    for (const entry of records) {
      expect(entry).toMatchObject({ actorKind: 'machine', actorEmail: userInfo().username, clientIp: '127.0.0.1' })
    }

    const processed = await cli(['process', inquiry.receiptNumber, '--by', 'kim'])
    expect(processed.code).toBe(0)
    expect(processed.stdout).toContain(`${inquiry.receiptNumber} is processed`)
    expect(processed.stdout).toContain('by kim')
    expect((await cli(['list'])).stdout).not.toContain(inquiry.receiptNumber)
  })

  it('says clearly what went wrong', async () => {
    const noToken = await cli(['list'], { ADMIN_TOKEN: '' })
    expect(noToken).toMatchObject({ code: 2, stderr: expect.stringContaining('ADMIN_TOKEN is not set') })

    const wrong = await cli(['list'], { ADMIN_TOKEN: 'x'.repeat(40) })
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('refused ADMIN_TOKEN (401)') })

    const unknown = await cli(['show', 'Q-20990101-NOPE00'])
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('Inquiry Q-20990101-NOPE00 was not found') })

    const usage = await cli(['show'])
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('show <receipt>') })
    expect(await cli(['frobnicate'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command frobnicate') })

    const down = await cli(['list'], { INQUIRIES_API_URL: `http://127.0.0.1:${UNREACHABLE_PORT}/api/v1` })
    expect(down).toMatchObject({ code: 1, stderr: expect.stringContaining('Could not reach the admin API') })
  })

  it('tells the operator to set the token when the server has none', async () => {
    const app = createBackendApp({ db: harness.database.db, admin: { token: undefined, storage: files.storage } })
    const server = serve({ fetch: app.fetch, port: DISABLED_PORT, hostname: '127.0.0.1' })
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const result = await cli(['list'], { INQUIRIES_API_URL: `http://127.0.0.1:${DISABLED_PORT}/api/v1` })
      expect(result).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("set (32+ characters) in the server's environment"),
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

const tempDir = () => mkdtemp(join(tmpdir(), 'inquiries-cli-'))

/** Korean, Chinese and Japanese characters take two terminal columns. */
function wideExtra(line: string): number {
  return [...line].filter((char) => /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(char)).length
}
