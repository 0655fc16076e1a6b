import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { folderPlace } from '~/backend/backup/backup-place.server'
import { createBackupRunner } from '~/backend/backup/backup-runs.server'
import { openDatabase } from '~/backend/db/database.server'
import { type CliResult, runScript } from './cli-support'
import { setUpContractHarness } from './harness'
import { insertInquiry, pdfBytes, tempStorage } from './inquiry-fixtures'

/**
 * `npm run backup` and `npm run restore` as an operator runs them: a backup through the running server's admin API
 * into BACKUP_DIR, the site's keys exported apart, then the archive restored with the server's settings into an
 * empty embedded database and upload folder (from PostgreSQL too, in CI's second pass), its signature checked with
 * the keys file; refused with another site's keys, and onto a full database.
 */

const TOKEN = 'backup-cli-admin-token-0123456789abcdefghij'
const work = await mkdtemp(join(tmpdir(), 'backup-cli-'))
const files = await tempStorage()
const backupDir = join(work, 'backups')
const harness = setUpContractHarness((db) => ({
  admin: { token: TOKEN, storage: files.storage },
  backups: createBackupRunner({ db, driver: 'pglite', storage: files.storage, place: folderPlace(backupDir), keep: 2 }),
}))
afterAll(async () => {
  await files.remove()
  await rm(work, { recursive: true, force: true })
})

function run(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runScript(
    script,
    args,
    { PATH: process.env.PATH, ADMIN_TOKEN: TOKEN, ADMIN_API_URL: harness.transports.http.baseUrl, ...env },
    60_000,
  )
}

describe('npm run backup and npm run restore', { timeout: 120_000 }, () => {
  it('backs the running site up, and rebuilds it from the archive on an empty database and folder', async () => {
    const inquiry = await insertInquiry(harness.database.db, files.storage, {
      subject: '백업 명령 시험',
      files: [{ name: 'spec.pdf', bytes: pdfBytes('backup-cli') }],
    })
    const taken = await run('scripts/backup.mjs', [])
    expect(taken.code, taken.stderr).toBe(0)
    const archive = /Backup written: (\S+)/.exec(taken.stdout)?.[1] ?? ''
    expect(archive.startsWith(backupDir)).toBe(true)
    expect((await stat(archive)).mode & 0o777).toBe(0o600)

    const keysFile = join(work, 'site-keys.json')
    const exported = await run('scripts/backup.mjs', ['secrets', keysFile])
    expect(exported.code, exported.stderr).toBe(0)
    expect(JSON.parse(await readFile(keysFile, 'utf8'))).toMatchObject({ format: 'site-secrets' })
    expect((await stat(keysFile)).mode & 0o777).toBe(0o600)

    const status = await run('scripts/backup.mjs', ['status'])
    expect(status.stdout).toMatch(/last done: +\d{4}-\d{2}-\d{2} .*rows/)
    expect(status.stdout).toContain('none (BACKUP_SCHEDULE is unset)')

    // Another site's keys (its own authenticator key): refused before the database is even opened.
    const target = { PGLITE_DATA_DIR: join(work, 'restored', 'pglite'), UPLOAD_DIR: join(work, 'restored', 'uploads') }
    const keys = JSON.parse(await readFile(keysFile, 'utf8'))
    const otherKeysFile = join(work, 'other-site-keys.json')
    const otherSite = { ...keys, secrets: { ...keys.secrets, 'totp-secret-key': randomBytes(32).toString('base64url') } }
    await writeFile(otherKeysFile, JSON.stringify(otherSite))
    const otherKeys = await run('scripts/restore.mjs', [archive, '--secrets', otherKeysFile], target)
    expect(otherKeys.code).toBe(1)
    expect(otherKeys.stderr).toContain("refused, nothing was changed: the keys file is another site's")
    expect(existsSync(target.PGLITE_DATA_DIR)).toBe(false)

    const restored = await run('scripts/restore.mjs', [archive, '--secrets', keysFile], target)
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/restore: done: \d+ rows in \d+ tables, 1 files/)

    const again = await run('scripts/restore.mjs', [archive, '--secrets', keysFile], target)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('refused, nothing was changed: the database already holds a site')

    const database = await openDatabase({ pgliteDir: target.PGLITE_DATA_DIR })
    try {
      const rows = (await database.db.execute(
        sql`SELECT subject FROM inquiries WHERE receipt_number = ${inquiry.receiptNumber}`,
      )) as { rows: Array<{ subject: string }> }
      expect(rows.rows).toEqual([{ subject: '백업 명령 시험' }])
    } finally {
      await database.close()
    }
    const storedKey = inquiry.attachments[0]?.storageKey ?? ''
    expect(await readFile(join(target.UPLOAD_DIR, storedKey))).toEqual(Buffer.from(pdfBytes('backup-cli')))
  })

  it('says what is wrong with an archive that is not a backup, and changes nothing', async () => {
    const notAnArchive = join(work, 'not-a-backup.tar.gz')
    await writeFile(notAnArchive, 'hello')
    const target = { PGLITE_DATA_DIR: join(work, 'untouched', 'pglite'), UPLOAD_DIR: join(work, 'untouched', 'uploads') }
    const refused = await run('scripts/restore.mjs', [notAnArchive], target)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('refused, nothing was changed: the archive is damaged or incomplete')
  })
})
