import { and, desc, eq, gt } from 'drizzle-orm'
import { afterAll } from 'vitest'
import type { Database } from '~/backend/db/database.server'
import { auditLog } from '~/backend/db/staff-schema'
import type { MalwareScanner } from '~/backend/security/malware-scan/malware-scanner'
import { outboxSmsSender } from '~/backend/sms/outbox-sms-sender'
import type { FileStorage } from '~/backend/storage/file-storage'
import { type AuthHarness, START } from './auth-support'
import { setUpContractHarness } from './harness'
import { tempStorage, testMailSettings } from './inquiry-fixtures'
import { ADMIN_TOKEN, noFiles } from './member-support'
import { addTestStaff, asStaff, signInStaff } from './staff-support'

/**
 * The backend as the operations inbox runs on it: the admin API with a file storage (attachments), the members'
 * sign-in and area (points, questions, samples as members see them), a clock the tests move, a trusted proxy.
 */
export function setUpOpsHarness(storage: FileStorage = noFiles, { scanner }: { scanner?: MalwareScanner } = {}): AuthHarness {
  const clock = { now: new Date(START) }
  const harness = setUpContractHarness(() => ({
    auth: { trustProxy: true, signUpLimit: 1000, clock: () => clock.now },
    admin: { token: ADMIN_TOKEN, storage, scanner, trustProxy: true, mail: testMailSettings },
    passwordReset: { siteUrl: 'https://www.example.test' },
    sms: outboxSmsSender(
      () => clock.now,
      () => {},
    ),
  })) as AuthHarness
  harness.clock = clock
  return harness
}

/** The ops harness with its attachments in a temporary folder, removed after the file's tests. */
export async function setUpInquiryOps() {
  const files = await tempStorage()
  const harness = setUpOpsHarness(files.storage)
  afterAll(() => files.remove())
  return { harness, files }
}

/** A support agent signed in over HTTP, as the console calls for them. */
export async function signedInSupportAgent(harness: AuthHarness, label: string) {
  const staff = await addTestStaff(harness, 'support', label)
  return { staff, as: asStaff(await signInStaff(harness, 'http', staff)) }
}

export type AuditRow = typeof auditLog.$inferSelect

/** The audit log's last id now, to read only what a test's calls add after it. */
export async function auditMark(db: Database): Promise<number> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1)
  return row?.id ?? 0
}

/** The entries written since `mark`, oldest first; of one action when named. */
export async function auditSince(db: Database, mark: number, action?: string): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, mark), action ? eq(auditLog.action, action) : undefined))
    .orderBy(auditLog.id)
  return rows
}
