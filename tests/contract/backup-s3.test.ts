import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bucketPlace } from '~/backend/backup/backup-place.server'
import { createBackupRunner } from '~/backend/backup/backup-runs.server'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { exportSiteSecrets } from '~/backend/backup/site-secrets'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import { S3FileStorage } from '~/backend/storage/s3-file-storage.server'
import { type S3rver, s3rverCredentials, startS3WithBucket } from '../s3rver'
import { openTestDatabase, setUpContractHarness } from './harness'

/**
 * Backups where the site keeps its files in S3 (s3rver, a real S3 server on loopback): the archive goes to `backups/`
 * in the bucket, never into a later backup itself, the oldest go past BACKUP_KEEP, and a restore reads it from there.
 */

const BUCKET = 'backup-bucket'
let server: S3rver | undefined
let directory = ''
let storage: S3FileStorage
const harness = setUpContractHarness()

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3rver-backups-'))
  const started = await startS3WithBucket(directory, BUCKET)
  server = started.server
  storage = new S3FileStorage({ bucket: BUCKET, endpoint: started.endpoint, region: 'us-east-1', ...s3rverCredentials })
})

afterAll(async () => {
  await server?.close()
  await rm(directory, { recursive: true, force: true })
})

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('backups with the files in S3', { timeout: 60_000 }, () => {
  it('go to backups/ in the bucket, keep BACKUP_KEEP, and restore from there', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% kept in the bucket\n%%EOF\n')
    await storage.put('documents/kept.pdf', bytes, 'application/pdf')
    const place = bucketPlace(storage, BUCKET)
    const runner = createBackupRunner({ db: harness.database.db, driver: harness.database.driver, storage, place, keep: 1 })
    const first = await runner.takeNow('request')
    const second = await runner.takeNow('request')
    expect(second.status).toBe('done')
    expect(runner.whereIs(second.archive ?? '')).toBe(`s3://${BUCKET}/backups/${second.archive}`)
    // The first went once the second was written; neither archive holds the other.
    expect(await place.archives()).toEqual([second.archive])
    expect(first.files).toBe(1)
    expect(second.files).toBe(1)

    const restored = await openTestDatabase({ seeded: false })
    const target = await mkdtemp(join(tmpdir(), 'backup-s3-restored-'))
    try {
      const { LocalFileStorage } = await import('~/backend/storage/local-file-storage.server')
      const files = new LocalFileStorage(target)
      const result = await restoreBackup(
        {
          open: () => place.read(second.archive ?? ''),
          migrations: bundledMigrations(),
          secrets: (await exportSiteSecrets(harness.database.db)).secrets,
        },
        async () => ({ db: restored.db, storage: files }),
      )
      expect(result.files).toBe(1)
      const chunks: Buffer[] = []
      for await (const chunk of await files.get('documents/kept.pdf')) chunks.push(chunk as Buffer)
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes))
    } finally {
      await restored.close()
      await rm(target, { recursive: true, force: true })
    }
  })
})
