import { and, eq, isNotNull } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminMemberEndpoints as api } from '~/api/contract/admin-member-endpoints'
import { baseLocale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { memberSecondFactors } from '../db/second-factor-schema'
import { ApiError } from '../http/api-error'
import { forgetSecondFactor } from '../sign-in/second-factor/member-second-factor'
import { noteMemberSecurityChange } from '../sign-in/security-history/member-security-change'
import { implementStaff } from '../staff/implement-staff'

export interface SecondFactorResetOptions {
  clock: () => Date
  siteUrl: string
  brandName: string
}

/**
 * POST /admin/members/:id/second-factor/reset (decision 104): support turns off the second factor of a member who lost
 * their authenticator and their recovery codes (after a recent proof, as the contract marks it). The secret, the codes
 * and any waiting sign-in go in one transaction with the audit entry (the reason) and the member's notice, whose mail
 * is in the site's first language, members keeping none. Taken by one call only when several arrive at once.
 */
export function registerMemberSecondFactorResetRoute(app: Hono, db: Database, options: SecondFactorResetOptions): void {
  implementStaff(app, api.resetMemberSecondFactor, async ({ params, body, actor, clientIp }) => {
    const at = options.clock()
    return db.transaction(async (tx) => {
      const [member] = await tx.select().from(members).where(eq(members.id, params.id))
      if (member?.status !== 'active') throw new ApiError('NOT_FOUND')
      const turnedOff = await tx
        .delete(memberSecondFactors)
        .where(and(eq(memberSecondFactors.memberId, member.id), isNotNull(memberSecondFactors.enabledAt)))
        .returning({ memberId: memberSecondFactors.memberId })
      if (turnedOff.length === 0) return { turnedOff: false }
      await forgetSecondFactor(tx, member.id)
      const letterhead = { siteUrl: options.siteUrl, brandName: options.brandName }
      await noteMemberSecurityChange(
        tx,
        member,
        { kind: 'second-factor-reset' },
        { letterhead, at, locale: baseLocale, userAgent: null },
      )
      await recordAudit(tx, actor, clientIp, {
        action: 'member.second-factor-reset',
        targetType: 'member',
        targetId: member.id,
        detail: { reason: body.reason },
      })
      return { turnedOff: true }
    })
  })
}
