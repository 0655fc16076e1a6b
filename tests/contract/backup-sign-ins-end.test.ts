import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetEndpoints } from '~/api/contract/password-reset-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import type { BackendDependencies } from '~/backend/app'
import type { SignatureCheck } from '~/backend/backup/backup-signature'
import { restoreBackup } from '~/backend/backup/restore-backup'
import { exportSiteSecrets } from '~/backend/backup/site-secrets'
import type { OpenDatabase } from '~/backend/db/database.server'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { type AuthHarness, meStatus, PASSWORD, START, send, signUp, uniqueEmail } from './auth-support'
import { archiveOf, backupOf, siteOn } from './backup-archive-support'
import { openTestDatabase, setUpContractHarness } from './harness'
import { tempStorage } from './inquiry-fixtures'
import { ADMIN_TOKEN } from './member-support'
import { tokenIn } from './password-reset-support'
import { addTestStaff, asStaff, signInStaff } from './staff-support'

/**
 * A restore ends every sign-in the archive holds (issue 65 §5, decision 108): an archive cannot tell which sessions were
 * signed out after it was taken, so a session made before the backup and one signed out after it both stay ended on
 * the restored site, with the site's keys or without them, and so does a password-reset link mailed before it. The
 * members' passwords still sign them in.
 */

const clock = { now: new Date(START) }
const files = await tempStorage()
const dependencies = (): Omit<BackendDependencies, 'db'> => ({
  auth: { trustProxy: true, signUpLimit: 1000, clock: () => clock.now },
  admin: { token: ADMIN_TOKEN, storage: files.storage },
  passwordReset: { siteUrl: 'https://cellactis.test', answerFloorMs: 0 },
})
const harness = setUpContractHarness(dependencies) as AuthHarness
harness.clock = clock

const signedIn = { member: '', signedOutLater: '', staff: '', resetLink: '' }
const memberEmail = uniqueEmail('before-backup')
let archive: Buffer
let keys: SignatureCheck
const restored: OpenDatabase[] = []

beforeAll(async () => {
  signedIn.member = await signUp(harness, 'in-process', memberEmail)
  signedIn.signedOutLater = await signUp(harness, 'in-process', uniqueEmail('signed-out-after-backup'))
  signedIn.staff = await signInStaff(harness, 'in-process', await addTestStaff(harness, 'admin', 'before-backup'))
  const reset = await send(harness, 'in-process', passwordResetEndpoints.requestPasswordReset, { body: { email: memberEmail } })
  expect(reset.status).toBe(200)
  const [mail] = await harness.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, memberEmail))
    .orderBy(desc(mailOutbox.id))
  signedIn.resetLink = tokenIn(mail?.text ?? '') ?? ''
  expect(signedIn.resetLink).not.toBe('')

  archive = (await backupOf(harness.database.db, harness.database.driver, files.storage)).bytes
  keys = { secrets: (await exportSiteSecrets(harness.database.db)).secrets }
  const signOut = await send(harness, 'in-process', signInEndpoints.logout, {}, { token: signedIn.signedOutLater })
  expect(signOut.status).toBe(200)
}, 60_000)

afterAll(async () => {
  for (const database of restored) await database.close()
  await files.remove()
})

async function restoredSite(check: SignatureCheck): Promise<AuthHarness> {
  const database = await openTestDatabase({ seeded: false })
  restored.push(database)
  const storage = await tempStorage()
  try {
    await restoreBackup(archiveOf(archive, check), async () => ({ db: database.db, storage: storage.storage }))
  } finally {
    await storage.remove()
  }
  return siteOn(harness, database, dependencies())
}

describe('a restored site', { timeout: 60_000 }, () => {
  it.each([
    ['with the keys', () => keys],
    ['without the keys', () => ({ allowUnsigned: true })],
  ])('%s signs out every session of the backup, and takes no link mailed before it', async (_, check) => {
    const site = await restoredSite(check())
    expect(await meStatus(site, 'in-process', signedIn.member)).toBe(401)
    expect(await meStatus(site, 'in-process', signedIn.signedOutLater)).toBe(401)
    const staff = await send(site, 'in-process', staffEndpoints.me, {}, asStaff(signedIn.staff))
    expect(staff.status).toBe(401)
    const reset = await send(site, 'in-process', passwordResetEndpoints.checkPasswordReset, {
      body: { token: signedIn.resetLink },
    })
    expect(reset.status).not.toBe(200)
    // The member signs in again with the password, as before the backup.
    const again = await send(site, 'in-process', signInEndpoints.login, { body: { email: memberEmail, password: PASSWORD } })
    expect(again.status).toBe(200)
  })
})
