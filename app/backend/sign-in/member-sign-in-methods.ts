import { count, eq } from 'drizzle-orm'
import type { MemberSignIn } from '~/api/contract/admin-member-endpoints'
import type { Database } from '../db/database.server'
import type { members } from '../db/member-schema'
import { passkeys } from '../db/passkey-schema'
import { hasSecondFactor } from './second-factor/member-second-factor'
import { linkedProviders } from './social/member-social-accounts'

/** How a member signs in, as the console's member page says it for support: each provider once, in linking order. */
export async function memberSignInMethods(
  db: Pick<Database, 'select'>,
  member: Pick<typeof members.$inferSelect, 'id' | 'passwordHash'>,
): Promise<MemberSignIn> {
  const [linked, secondFactor, [keys]] = await Promise.all([
    linkedProviders(db, member.id),
    hasSecondFactor(db, member.id),
    db.select({ total: count() }).from(passkeys).where(eq(passkeys.memberId, member.id)),
  ])
  return {
    password: member.passwordHash !== null,
    providers: linked.map(({ provider }) => provider),
    secondFactor,
    passkeys: keys?.total ?? 0,
  }
}
