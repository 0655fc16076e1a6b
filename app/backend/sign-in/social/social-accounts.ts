import { and, eq } from 'drizzle-orm'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../../db/database.server'
import { memberSocialAccounts, members } from '../../db/member-schema'

/** The id of the active member this provider's account is linked to, if any. */
export async function linkedMemberId(
  db: Pick<Database, 'select'>,
  provider: SocialProvider,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(memberSocialAccounts)
    .innerJoin(members, eq(members.id, memberSocialAccounts.memberId))
    .where(
      and(eq(memberSocialAccounts.provider, provider), eq(memberSocialAccounts.subject, subject), eq(members.status, 'active')),
    )
  return row?.id
}

export async function linkSocialAccount(
  db: Pick<Database, 'insert'>,
  memberId: string,
  account: { provider: SocialProvider; subject: string },
  now: Date,
): Promise<void> {
  await db
    .insert(memberSocialAccounts)
    .values({ ...account, memberId, createdAt: now })
    .onConflictDoNothing()
}
