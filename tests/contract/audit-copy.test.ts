import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AUDIT_COPY_SETTLE_MS,
  type AuditCopyTarget,
  copyAuditEntries,
  startAuditCopyJob,
} from '~/backend/audit/audit-copy.server'
import { jobFailures } from '~/backend/db/job-failures-schema'
import { auditCopyMark, auditLog } from '~/backend/db/staff-schema'
import { S3FileStorage, type S3StorageConfig } from '~/backend/storage/s3-file-storage.server'
import { gate } from '../gate'
import { type S3rver, s3rverCredentials, startS3WithBucket } from '../s3rver'
import { setUpContractHarness } from './harness'

/**
 * Decision 100: every audit entry is copied, within minutes, to a bucket outside the database (AUDIT_COPY_BUCKET), as
 * JSON lines in id order, each entry once, none passed over when the bucket fails for a while. A real S3 server
 * (s3rver) holds the copies.
 */
const harness = setUpContractHarness()
const BUCKET = 'audit-copies'
let directory: string
let server: S3rver
let config: S3StorageConfig
let inspector: S3Client

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3rver-audit-'))
  const started = await startS3WithBucket(directory, BUCKET)
  server = started.server
  config = { bucket: BUCKET, endpoint: started.endpoint, region: 'us-east-1', ...s3rverCredentials }
  inspector = new S3Client({
    region: 'us-east-1',
    endpoint: started.endpoint,
    forcePathStyle: true,
    credentials: s3rverCredentials,
  })
})

afterAll(async () => {
  inspector?.destroy()
  await server?.close()
  if (directory) await rm(directory, { recursive: true, force: true })
})

beforeEach(async () => {
  // Each test starts from a copy that has caught up with everything written so far.
  const [last] = await harness.database.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog)
  await harness.database.db
    .insert(auditCopyMark)
    .values({ id: 1, lastCopiedId: last?.id ?? 0 })
    .onConflictDoUpdate({ target: auditCopyMark.id, set: { lastCopiedId: last?.id ?? 0 } })
})

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000)

async function writeEntries(ats: Date[]): Promise<number[]> {
  const rows = await harness.database.db
    .insert(auditLog)
    .values(ats.map((at, index) => ({ at, actorKind: 'machine' as const, action: `test.copy-${index}`, targetType: 'test' })))
    .returning({ id: auditLog.id })
  return rows.map((row) => row.id)
}

/** The ids the bucket's objects hold, object by object in key order, and the entries themselves. */
async function copiedEntries(): Promise<{ keys: string[]; entries: Array<Record<string, unknown>> }> {
  const listed = await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'audit-log/' }))
  const keys = (listed.Contents ?? []).map((object) => object.Key as string).sort()
  const entries: Array<Record<string, unknown>> = []
  for (const key of keys) {
    const object = await inspector.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    const text = (await object.Body?.transformToString()) ?? ''
    for (const line of text.trimEnd().split('\n')) entries.push(JSON.parse(line) as Record<string, unknown>)
  }
  return { keys, entries }
}

const copiedIds = async () => (await copiedEntries()).entries.map((entry) => entry.id as number)

describe('the audit log’s copy to a bucket', () => {
  it('copies settled entries whole, in id order, under the day of the first; a recent one waits its two minutes', async () => {
    const now = new Date('2026-11-28T09:00:00Z')
    const before = await copiedIds()
    const [first, second, recent] = await writeEntries([minutesAgo(now, 10), minutesAgo(now, 5), minutesAgo(now, 1)])
    const target = new S3FileStorage(config)

    expect(await copyAuditEntries(harness.database.db, target, now)).toBe(2)
    const { keys, entries } = await copiedEntries()
    expect(keys.at(-1)).toBe(`audit-log/2026/11/28/${String(first).padStart(12, '0')}-${String(second).padStart(12, '0')}.jsonl`)
    expect(entries.map((entry) => entry.id)).toEqual([...before, first, second])
    expect(entries.at(-1)).toMatchObject({
      id: second,
      at: minutesAgo(now, 5).toISOString(),
      actorKind: 'machine',
      action: 'test.copy-1',
      targetType: 'test',
    })

    // Nothing new yet; then, its two minutes past, the recent one.
    expect(await copyAuditEntries(harness.database.db, target, now)).toBe(0)
    const later = new Date(now.getTime() + AUDIT_COPY_SETTLE_MS)
    expect(await copyAuditEntries(harness.database.db, target, later)).toBe(1)
    expect(await copiedIds()).toEqual([...before, first, second, recent])
  })

  it('copies nothing while the bucket refuses, keeps its place, and then copies each entry once; the dashboard says so meanwhile', async () => {
    const now = new Date('2026-11-28T10:00:00Z')
    const before = await copiedIds()
    const ids = await writeEntries([minutesAgo(now, 30), minutesAgo(now, 20)])
    const [mark] = await harness.database.db.select().from(auditCopyMark)

    const refusing = new S3FileStorage({ ...config, bucket: 'no-such-bucket' })
    const job = startAuditCopyJob(harness.database.db, refusing, () => now)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await job.runNow()).toBe('failed')
    await job.stop()
    expect(errors.mock.calls.map(String).join('\n')).toContain('audit copy')
    expect((await harness.database.db.select().from(auditCopyMark))[0]?.lastCopiedId).toBe(mark?.lastCopiedId)
    expect(await harness.database.db.select().from(jobFailures).where(eq(jobFailures.job, 'auditCopy'))).toHaveLength(1)

    const mended = startAuditCopyJob(harness.database.db, new S3FileStorage(config), () => now)
    vi.spyOn(console, 'info').mockImplementation(() => {})
    expect(await mended.runNow()).toBe('done')
    await mended.stop()
    expect(await copiedIds()).toEqual([...before, ...ids])
    expect(await harness.database.db.select().from(jobFailures).where(eq(jobFailures.job, 'auditCopy'))).toEqual([])
  })

  it('copies each entry once when several processes copy at the same moment', async () => {
    const now = new Date('2026-11-28T11:00:00Z')
    const before = await copiedIds()
    const ids = await writeEntries(Array.from({ length: 25 }, (_, index) => minutesAgo(now, 60 - index)))
    const copies = await Promise.all(
      Array.from({ length: 4 }, () => copyAuditEntries(harness.database.db, new S3FileStorage(config), now)),
    )
    expect(copies.reduce((sum, copied) => sum + copied, 0)).toBe(25)
    expect(await copiedIds()).toEqual([...before, ...ids])
  })

  it('waits on a slow bucket without holding the database: the site writes meanwhile, another process skips its turn', async () => {
    const now = new Date('2026-11-28T12:00:00Z')
    const before = await copiedIds()
    const ids = await writeEntries([minutesAgo(now, 10)])
    const bucket = new S3FileStorage(config)
    const [putStarted, bucketAnswers] = [gate(), gate()]
    const slow: AuditCopyTarget = {
      async put(...args) {
        putStarted.open()
        await bucketAnswers.passed
        return bucket.put(...args)
      },
    }
    const copying = copyAuditEntries(harness.database.db, slow, now)
    await putStarted.passed
    const blocked = new Promise((resolve) => setTimeout(() => resolve('blocked'), 2_000))
    expect(await Promise.race([writeEntries([now]), blocked])).not.toBe('blocked')
    expect(await copyAuditEntries(harness.database.db, bucket, now)).toBe(0)
    bucketAnswers.open()
    expect(await copying).toBe(1)
    expect(await copiedIds()).toEqual([...before, ...ids])
  })

  it('is held back by a process that stopped mid-copy only until its claim runs out', async () => {
    const now = new Date('2026-11-28T13:00:00Z')
    const before = await copiedIds()
    const ids = await writeEntries([minutesAgo(now, 10)])
    const claim = { claimedBy: 'a process that stopped', claimedUntil: new Date(now.getTime() + 60_000) }
    await harness.database.db.update(auditCopyMark).set(claim).where(eq(auditCopyMark.id, 1))
    const bucket = new S3FileStorage(config)
    expect(await copyAuditEntries(harness.database.db, bucket, now)).toBe(0)
    expect(await copyAuditEntries(harness.database.db, bucket, new Date(now.getTime() + 5 * 60_000))).toBe(1)
    expect(await copiedIds()).toEqual([...before, ...ids])
    expect((await harness.database.db.select().from(auditCopyMark))[0]).toMatchObject({ claimedBy: null, claimedUntil: null })
  })
})
