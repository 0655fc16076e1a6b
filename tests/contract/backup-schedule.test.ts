import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { folderPlace } from '~/backend/backup/backup-place.server'
import { BackupInProgress, createBackupRunner } from '~/backend/backup/backup-runs.server'
import { LocalFileStorage } from '~/backend/storage/local-file-storage.server'
import { setUpContractHarness } from './harness'

/**
 * BACKUP_SCHEDULE (a cron expression in Korean time): a backup is taken once its moment has passed, by one process of
 * several checking at once (backup_runs allows one running), and the status says when the next one is due.
 */

const harness = setUpContractHarness()
let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'backup-schedule-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('scheduled backups', { timeout: 60_000 }, () => {
  it('are taken once the moment passed, by one of two processes asking at once, and the next is announced', async () => {
    const clock = { now: new Date('2031-03-10T18:00:00Z') } // 03:00 in Korea
    const runnerOf = () =>
      createBackupRunner({
        db: harness.database.db,
        driver: harness.database.driver,
        storage: new LocalFileStorage(join(folder, 'files')),
        place: folderPlace(join(folder, 'backups')),
        keep: 5,
        schedule: { expression: '30 3 * * *', timeZone: 'Asia/Seoul' },
        now: () => clock.now,
      })
    const [one, two] = [runnerOf(), runnerOf()]
    const since = new Date(clock.now)
    expect(await one.takeIfDue(since)).toBeUndefined()
    expect((await one.status()).next?.toISOString()).toBe('2031-03-10T18:30:00.000Z')

    clock.now = new Date('2031-03-10T18:31:00Z')
    const taken = await Promise.all([one.takeIfDue(since), two.takeIfDue(since)])
    expect(taken.filter(Boolean)).toHaveLength(1)
    expect(taken.find(Boolean)).toMatchObject({ trigger: 'schedule', status: 'done' })
    // Done for today: the next is tomorrow at 03:30 in Korea.
    expect(await one.takeIfDue(since)).toBeUndefined()
    const status = await two.status()
    expect(status.lastDone?.trigger).toBe('schedule')
    expect(status.next?.toISOString()).toBe('2031-03-11T18:30:00.000Z')
  })

  it('refuses a second backup while one is being taken', async () => {
    const runner = createBackupRunner({
      db: harness.database.db,
      driver: harness.database.driver,
      storage: new LocalFileStorage(join(folder, 'files')),
      place: folderPlace(join(folder, 'backups')),
      keep: 5,
    })
    const results = await Promise.allSettled([runner.takeNow('request'), runner.takeNow('request')])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(BackupInProgress)
  })
})
