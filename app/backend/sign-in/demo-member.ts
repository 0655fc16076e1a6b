import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { seedDemoMemberArea } from './demo-member-area'
import { activeMemberByEmail } from './member-records'
import { hashPassword } from './password-hash'
import { identityHasher, isBarred } from './withdrawn-identities'

/** The member a fresh embedded database comes with, so the member area can be tried at once (README). */
export const demoMember = { email: 'member@example.com', password: 'member-demo-1234', name: '데모 회원' } as const

/**
 * Adds the demo member unless it exists (or withdrew and is still barred), and gives it its member-area data
 * (points, questions, a sample request) unless it has them; safe to run at every start and from several
 * processes at once. Returns whether the member was added.
 */
export async function seedDemoMember(db: Database, now = new Date()): Promise<boolean> {
  const existing = await activeMemberByEmail(db, demoMember.email)
  if (existing) {
    await seedDemoMemberArea(db, existing.id, now)
    return false
  }
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
      // The seed vouches for the demo's made-up address: its pages show a member who finished signing up.
      emailVerifiedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: members.id })
  const [added] = inserted
  if (added) await seedDemoMemberArea(db, added.id, now)
  return added !== undefined
}
