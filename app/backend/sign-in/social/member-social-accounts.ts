import { and, asc, eq } from 'drizzle-orm'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { SocialAccount } from '~/api/contract/social-account-endpoints'
import type { Database } from '../../db/database.server'
import { memberSocialAccounts, members } from '../../db/member-schema'
import { ApiError } from '../../http/api-error'
import type { MemberRow } from '../member-records'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'

type Reader = Pick<Database, 'select'>

/** The member's providers, each once (its first account's link time), oldest first. */
export async function linkedProviders(
  db: Reader,
  memberId: string,
): Promise<Array<{ provider: SocialProvider; linkedAt: Date }>> {
  const rows = await db
    .select({ provider: memberSocialAccounts.provider, linkedAt: memberSocialAccounts.createdAt })
    .from(memberSocialAccounts)
    .where(eq(memberSocialAccounts.memberId, memberId))
    .orderBy(asc(memberSocialAccounts.createdAt))
  return rows.filter((row, index) => rows.findIndex((other) => other.provider === row.provider) === index)
}

/** A provider may go while the account keeps another way in: a password, or another provider. */
const mayUnlink = (hasPassword: boolean, providers: number) => hasPassword || providers > 1

/** GET /me/social-accounts. */
export async function memberSocialAccountList(db: Reader, member: MemberRow): Promise<{ items: SocialAccount[] }> {
  const providers = await linkedProviders(db, member.id)
  const canUnlink = mayUnlink(member.passwordHash !== null, providers.length)
  return { items: providers.map(({ provider, linkedAt }) => ({ provider, linkedAt: linkedAt.toISOString(), canUnlink })) }
}

/**
 * DELETE /me/social-accounts/{provider}: unlinks it, noted on the security page and mailed (decision 95). The member's
 * row is locked first, so two unlinks at once cannot each leave the other as the last way in and both go.
 */
export async function unlinkMemberSocialAccount(
  db: Database,
  member: MemberRow,
  provider: SocialProvider,
  context: ChangeContext,
): Promise<{ unlinked: true }> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(members).where(eq(members.id, member.id)).for('update')
    if (!locked) throw new ApiError('NOT_FOUND')
    const providers = await linkedProviders(tx, member.id)
    if (!providers.some((linked) => linked.provider === provider)) throw new ApiError('NOT_FOUND')
    if (!mayUnlink(locked.passwordHash !== null, providers.length)) throw new ApiError('LAST_SIGN_IN_METHOD')
    await tx
      .delete(memberSocialAccounts)
      .where(and(eq(memberSocialAccounts.memberId, member.id), eq(memberSocialAccounts.provider, provider)))
    await noteMemberSecurityChange(tx, locked, { kind: 'social-unlinked', subject: provider }, context)
  })
  return { unlinked: true }
}
