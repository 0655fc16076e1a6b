import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { generateHOTP } from '@oslojs/otp'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { API_BASE_PATH, createBackendApp } from '~/backend/app'
import type { BackupManifest } from '~/backend/backup/backup-manifest'
import { TABLES_A_RESTORE_EMPTIES } from '~/backend/backup/end-sign-ins'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import type { OpenDatabase } from '~/backend/db/database.server'
import { migrate } from '~/backend/db/migrate'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { type AuthHarness, START, send } from './auth-support'
import { openTestDatabase } from './harness'
import { ADMIN_TOKEN } from './member-support'
import { keyOfUri } from './second-factor-support'

/**
 * A database made by an earlier release (issue 38 §2): tests/fixtures/old-release holds one, as its backup archive,
 * made by scripts/fixtures/old-release-database.mjs from that release's own build (its seeded content, a staff
 * account, a member, an inquiry with an attachment). Restored at its schema and migrated forward by this release, on
 * the run's database (PGlite, PostgreSQL in CI's second pass): every row is still there and readable, and the site
 * reads its content, signs its member and staff in and serves its inquiry's attachment, byte for byte.
 */

const release = '0020'
const archive = readFileSync(`tests/fixtures/old-release/release-${release}.tar.gz`)
const made = JSON.parse(readFileSync(`tests/fixtures/old-release/release-${release}.json`, 'utf8')) as {
  schema: string
  staff: { email: string; password: string; totpKey: string }
  member: { email: string; password: string }
  inquiry: { receiptNumber: string; subject: string; attachment: { name: string; sha256: string } }
  secrets: Record<string, string>
}

let database: OpenDatabase
let folder = ''
let manifest: BackupManifest
let applied: string[] = []
let site: AuthHarness
const archiveSource = { open: () => Readable.from([archive]), migrations: bundledMigrations(), secrets: made.secrets }

beforeAll(async () => {
  database = await openTestDatabase({ seeded: false })
  folder = await mkdtemp(join(tmpdir(), 'old-release-'))
  const storage = new LocalFileStorage(folder)
  // Taken before archives were signed: restored as an operator would, with --allow-unsigned.
  const result = await restoreBackup({ ...archiveSource, allowUnsigned: true }, async () => ({ db: database.db, storage }))
  manifest = result.manifest
  // As the server does at start.
  applied = await migrate(database.db, bundledMigrations())
  const clock = { now: new Date(START) }
  const app = createBackendApp({ db: database.db, admin: { token: ADMIN_TOKEN, storage }, auth: { clock: () => clock.now } })
  const transport = async (request: Request) => app.fetch(request, {})
  const inProcess = { transport, baseUrl: `http://in-process${API_BASE_PATH}` }
  site = { app, database, clock, transports: { 'in-process': inProcess, http: inProcess } } as unknown as AuthHarness
}, 120_000)

afterAll(async () => {
  await database?.close()
  await rm(folder, { recursive: true, force: true })
})

describe(`a database made by release ${release}, upgraded by this one`, () => {
  it('was made at an older schema, and this release migrates it forward', () => {
    expect(manifest.migrations.at(-1)).toBe(made.schema)
    expect(bundledMigrations().map((migration) => migration.id)).toContain(made.schema)
    expect(applied.length).toBe(bundledMigrations().length - manifest.migrations.length)
    expect(applied.length).toBeGreaterThan(0)
  })

  it('is refused unless the operator allows an archive taken before archives were signed', async () => {
    const notOpened = async () => Promise.reject(new Error('the target was opened'))
    await expect(restoreBackup(archiveSource, notOpened)).rejects.toMatchObject({
      code: 'UNSIGNED_ARCHIVE',
      message: expect.stringContaining('taken before backups were signed'),
    })
  })

  it('keeps every row of every table, each readable, but the links and codes a restore ends', async () => {
    expect(manifest.tables.length).toBeGreaterThan(40)
    for (const table of manifest.tables) {
      const rows = (await database.db.execute(sql.raw(`SELECT row_to_json(t)::text AS row FROM "${table.name}" t`))) as {
        rows: Array<{ row: string }>
      }
      expect(rows.rows.length, table.name).toBe(TABLES_A_RESTORE_EMPTIES.includes(table.name) ? 0 : table.rows)
      for (const { row } of rows.rows) expect(() => JSON.parse(row), table.name).not.toThrow()
    }
  })

  it('reads its content, and signs its member and staff in', async () => {
    for (const path of ['/post/news?size=5', '/post/press?size=5', '/company/details', '/countries', '/documents']) {
      const answer = await site.app.fetch(new Request(`http://in-process${API_BASE_PATH}${path}`))
      expect(answer.status, path).toBe(200)
    }
    const news = (await (await site.app.fetch(new Request(`http://in-process${API_BASE_PATH}/post/news?size=5`))).json()) as {
      data: { items: unknown[] }
    }
    expect(news.data.items.length).toBeGreaterThan(0)
    const member = await send(site, 'in-process', signInEndpoints.login, { body: made.member })
    expect(member.status).toBe(200)
    const step = Math.floor(site.clock.now.getTime() / 30_000)
    const code = generateHOTP(keyOfUri(`otpauth://totp/x?secret=${made.staff.totpKey}`), BigInt(step), 6)
    const staff = await send(site, 'in-process', staffEndpoints.login, {
      body: { email: made.staff.email, password: made.staff.password, code },
    })
    expect(staff.status, JSON.stringify(staff.json)).toBe(200)
  })

  it('serves its inquiry and the attachment, byte for byte', async () => {
    const asMachine = { token: `Bearer ${ADMIN_TOKEN}` }
    const detail = await send(
      site,
      'in-process',
      adminEndpoints.inquiryDetail,
      { params: { receiptNumber: made.inquiry.receiptNumber } },
      asMachine,
    )
    expect(detail.status).toBe(200)
    const inquiry = detail.json.data as { subject: string; attachments: Array<{ id: number; originalName: string }> }
    expect(inquiry.subject).toBe(made.inquiry.subject)
    const [attachment] = inquiry.attachments
    expect(attachment?.originalName).toBe(made.inquiry.attachment.name)
    const download = await site.app.fetch(
      new Request(
        `http://in-process${API_BASE_PATH}/admin/inquiries/${made.inquiry.receiptNumber}/attachments/${attachment?.id}`,
        {
          headers: { authorization: asMachine.token },
        },
      ),
    )
    expect(download.status).toBe(200)
    expect(
      createHash('sha256')
        .update(Buffer.from(await download.arrayBuffer()))
        .digest('hex'),
    ).toBe(made.inquiry.attachment.sha256)
  })
})
