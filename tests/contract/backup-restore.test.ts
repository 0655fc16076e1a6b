import { createHash, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import type { BackendDependencies } from '~/backend/app'
import type { SignatureCheck } from '~/backend/backup/backup-signature'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { exportSiteSecrets } from '~/backend/backup/site-secrets'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import type { Database, OpenDatabase } from '~/backend/db/database.server'
import { inquiries, inquiryAttachments } from '~/backend/db/inquiry-schema'
import { outboxSmsSender } from '~/backend/sms/outbox-sms-sender'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { type AuthHarness, PASSWORD, START, send, signUp, signupBody, uniqueEmail } from './auth-support'
import { archiveOf, backupOf, keysOf, siteOn } from './backup-archive-support'
import { openTestDatabase, setUpContractHarness } from './harness'
import { pdfBytes } from './inquiry-fixtures'
import { inquiryForm, postMultipart, solveCaptcha, validInquiry } from './inquiry-support'
import { ADMIN_TOKEN } from './member-support'
import { addTestStaff, asStaff, expectOk, signInStaff, type TestStaff } from './staff-support'

/**
 * The backup drill (issue 38 §1), on the run's database (PGlite, or PostgreSQL in CI's second pass): while inquiries
 * with files, sign-ups and content edits are being written, a backup is taken; restored into an empty database and
 * folder, it holds every write acknowledged before it began, files byte for byte, and the restored site signs its
 * members and staff in. Then what a restore refuses, changing nothing.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const clock = { now: new Date(START) }
const folders: string[] = []

async function tempStorage(label: string): Promise<LocalFileStorage> {
  const folder = await mkdtemp(join(tmpdir(), `backup-${label}-`))
  folders.push(folder)
  return new LocalFileStorage(folder)
}

function dependenciesOn(storage: LocalFileStorage): Omit<BackendDependencies, 'db'> {
  return {
    inquiries: {
      storage,
      rateLimit: { limit: 1000, windowSeconds: 600 },
      captcha: { pow: { maxNumber: 2000, expiresInSeconds: 600 } },
    },
    admin: { token: ADMIN_TOKEN, storage },
    auth: { trustProxy: true, signUpLimit: 1000, clock: () => clock.now },
    sms: outboxSmsSender(
      () => clock.now,
      () => {},
    ),
  }
}

let sourceStorage: LocalFileStorage
const harness = setUpContractHarness(async () => {
  sourceStorage = await tempStorage('source')
  return dependenciesOn(sourceStorage)
}) as AuthHarness
harness.clock = clock

interface Acknowledged {
  at: number
  inquiry?: { receiptNumber: string; subject: string; files: Array<{ name: string; sha256: string }> }
  memberEmail?: string
  historyItem?: { id: number; title: string }
}

describe('a backup taken while the site takes writes', () => {
  const acknowledged: Acknowledged[] = []
  let admin: TestStaff
  let adminToken: string
  let backupBegan = 0
  let backup: Awaited<ReturnType<typeof backupOf>>
  let restored: OpenDatabase
  let restoredStorage: LocalFileStorage
  let restoredSite: AuthHarness
  /** The backed-up site's keys, as its keys file holds them. */
  let keys: SignatureCheck

  beforeAll(async () => {
    admin = await addTestStaff(harness, 'admin', 'backup')
    adminToken = await signInStaff(harness, 'in-process', admin)
    let writing = true
    const writer = async (write: (n: number) => Promise<Omit<Acknowledged, 'at'>>) => {
      for (let n = 0; writing; n++) acknowledged.push({ ...(await write(n)), at: performance.now() })
    }
    const inquiryWriter = writer(async (n) => {
      const subject = `백업 훈련 ${n} ${randomUUID()}`
      const files = Array.from({ length: 1 + (n % 2) }, (_, i) => ({ name: `doc-${n}-${i}.pdf`, bytes: pdfBytes(randomUUID()) }))
      const form = inquiryForm(
        { ...validInquiry, subject, website: '', captcha: await solveCaptcha(harness, 'in-process') },
        files,
      )
      const answer = await postMultipart(harness, 'in-process', form)
      const receiptNumber = answer.json.data?.receiptNumber
      if (answer.status !== 201 || !receiptNumber) throw new Error(`inquiry refused: ${answer.status}`)
      return {
        inquiry: { receiptNumber, subject, files: files.map((file) => ({ name: file.name, sha256: sha256(file.bytes) })) },
      }
    })
    const signUpWriter = writer(async (n) => {
      const email = uniqueEmail(`backup-member-${n}`)
      await signUp(harness, 'in-process', email)
      return { memberEmail: email }
    })
    const contentWriter = writer(async (n) => {
      const title = `백업 연혁 ${n} ${randomUUID()}`
      const body = { year: 2031, month: 1 + (n % 12), title: { 'ko-KR': title, 'en-US': `${title} (en)` } }
      const { id } = await expectOk(harness, 'in-process', editingByKind.history.create, { body }, asStaff(adminToken))
      return { historyItem: { id, title } }
    })
    const twoOfEach = () =>
      (['inquiry', 'memberEmail', 'historyItem'] as const).every(
        (kind) => acknowledged.filter((write) => write[kind]).length >= 2,
      )
    while (!twoOfEach()) await new Promise((done) => setTimeout(done, 20))
    backupBegan = performance.now()
    backup = await backupOf(harness.database.db, harness.database.driver, sourceStorage)
    writing = false
    await Promise.all([inquiryWriter, signUpWriter, contentWriter])

    restored = await openTestDatabase({ seeded: false })
    restoredStorage = await tempStorage('restored')
    keys = { secrets: (await exportSiteSecrets(harness.database.db)).secrets }
    await restoreBackup(archiveOf(backup.bytes, keys), async () => ({ db: restored.db, storage: restoredStorage }))
    restoredSite = siteOn(harness, restored, dependenciesOn(restoredStorage))
  }, 120_000)

  afterAll(async () => {
    await restored?.close()
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('holds every write acknowledged before it began, files byte for byte', async () => {
    const before = acknowledged.filter((write) => write.at < backupBegan)
    expect(before.filter((write) => write.inquiry).length).toBeGreaterThan(0)
    expect(before.filter((write) => write.memberEmail).length).toBeGreaterThan(0)
    expect(before.filter((write) => write.historyItem).length).toBeGreaterThan(0)
    const db = restored.db
    for (const { inquiry } of before) {
      if (!inquiry) continue
      const [row] = await db
        .select({ id: inquiries.id, subject: inquiries.subject })
        .from(inquiries)
        .where(eq(inquiries.receiptNumber, inquiry.receiptNumber))
      expect(row?.subject).toBe(inquiry.subject)
      const attachments = await db
        .select({ name: inquiryAttachments.originalName, key: inquiryAttachments.storageKey })
        .from(inquiryAttachments)
        .where(eq(inquiryAttachments.inquiryId, row?.id ?? -1))
      expect(attachments.map((file) => file.name).sort()).toEqual(inquiry.files.map((file) => file.name).sort())
      for (const attachment of attachments) {
        const chunks: Buffer[] = []
        for await (const chunk of await restoredStorage.get(attachment.key)) chunks.push(chunk as Buffer)
        expect(sha256(Buffer.concat(chunks))).toBe(inquiry.files.find((file) => file.name === attachment.name)?.sha256)
      }
    }
    const adminOfRestored = asStaff(await signInStaff(restoredSite, 'in-process', admin))
    for (const { historyItem } of before) {
      if (!historyItem) continue
      const detail = await expectOk(
        restoredSite,
        'in-process',
        editingByKind.history.detail,
        { params: { id: historyItem.id } },
        adminOfRestored,
      )
      expect(JSON.stringify(detail)).toContain(historyItem.title)
    }
    const tables = backup.manifest.tables.map((table) => table.name)
    expect(tables).not.toContain('app_secrets')
    expect(backup.manifest.migrations.at(-1)).toBe(bundledMigrations().at(-1)?.id)
  })

  it('signs in, on the restored site, the members and staff of the backed-up one', async () => {
    const member = acknowledged.find((write) => write.memberEmail && write.at < backupBegan)?.memberEmail ?? ''
    const signedIn = await send(restoredSite, 'in-process', signInEndpoints.login, {
      body: { email: member, password: PASSWORD },
    })
    expect(signedIn.status).toBe(200)
    // Staff sign in with their authenticator: its key was sealed with a secret restored from the export.
    const token = await signInStaff(restoredSite, 'in-process', admin)
    expect(token).toBeTruthy()
    // And new writes take the next numbers, not the restored ones'.
    const email = uniqueEmail('after-restore')
    const answer = await send(restoredSite, 'in-process', signInEndpoints.signup, { body: signupBody(email) })
    expect(answer.status).toBe(200)
  })

  it('refuses, changing nothing, a database that holds a site, a damaged archive and a newer schema', async () => {
    const rowsBefore = await countRows(restored.db)
    await expect(
      restoreBackup(archiveOf(backup.bytes, keys), async () => ({ db: restored.db, storage: restoredStorage })),
    ).rejects.toMatchObject({ code: 'DATABASE_NOT_EMPTY' })

    const empty = await openTestDatabase({ seeded: false })
    const emptyStorage = await tempStorage('refused')
    try {
      const damaged = Buffer.from(backup.bytes)
      const middle = Math.floor(damaged.length / 2)
      damaged[middle] = (damaged[middle] ?? 0) ^ 0xff
      await expect(
        restoreBackup(archiveOf(damaged, keys), async () => ({ db: empty.db, storage: emptyStorage })),
      ).rejects.toMatchObject({ code: 'DAMAGED_ARCHIVE' })
      await expect(
        restoreBackup(archiveOf(backup.bytes.subarray(0, backup.bytes.length - 2000), keys), async () => ({
          db: empty.db,
          storage: emptyStorage,
        })),
      ).rejects.toMatchObject({ code: 'DAMAGED_ARCHIVE' })
      // An older release, which knows one migration fewer than the archive's schema.
      await expect(
        restoreBackup({ ...archiveOf(backup.bytes, keys), migrations: bundledMigrations().slice(0, -1) }, async () => ({
          db: empty.db,
          storage: emptyStorage,
        })),
      ).rejects.toMatchObject({ code: 'NEWER_SCHEMA', message: expect.stringContaining('newer release') })
      expect(await countRows(empty.db)).toBe(0)
      expect(await keysOf(emptyStorage)).toEqual([])
    } finally {
      await empty.close()
    }
    expect(await countRows(restored.db)).toBe(rowsBefore)
  })

  it('replaces a site when told to, leaving no file the archive does not hold', async () => {
    await restoredStorage.put('media/not-in-the-backup.png', Buffer.from('stray'), 'image/png')
    const result = await restoreBackup(archiveOf(backup.bytes, keys), async () => ({
      db: restored.db,
      storage: restoredStorage,
      replace: true,
    }))
    expect(result.filesRemoved).toBe(1)
    expect(await keysOf(restoredStorage)).toEqual(backup.manifest.files.map((file) => file.key).sort())
  })
})

async function countRows(db: Database): Promise<number> {
  const tables = (
    (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as {
      rows: Array<{ tablename: string }>
    }
  ).rows
  let total = 0
  for (const { tablename } of tables) {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${tablename}"`))) as { rows: Array<{ n: number }> }
    total += result.rows[0]?.n ?? 0
  }
  return total
}
