import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { activeMemberByEmail } from './member-records'
import { hashPassword } from './password-hash'
import { identityHasher, isBarred } from './withdrawn-identities'

/** The member a fresh embedded database comes with, so the member area can be tried at once (README). */
export const demoMember = { email: 'member@example.com', password: 'member-demo-1234', name: '데모 회원' } as const

/**
 * Adds the demo member unless it exists (or withdrew and is still barred); safe to run at every start and
 * from several processes at once. Returns whether it was added.
 */
export async function seedDemoMember(db: Database, now = new Date()): Promise<boolean> {
  if (await activeMemberByEmail(db, demoMember.email)) return false
  const hash = await identityHasher(db)
  if (await isBarred(db, [hash.email(demoMember.email)], now)) return false
  const inserted = await db
    .insert(members)
    .values({
      email: demoMember.email,
      passwordHash: await hashPassword(demoMember.password),
      name: demoMember.name,
      signUpMethod: 'email',
      termsAgreedAt: now,
      privacyAgreedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: members.id })
  return inserted.length > 0
}
