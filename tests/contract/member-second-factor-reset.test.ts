import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminMemberEndpoints as staffApi } from '~/api/contract/admin-member-endpoints'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { members } from '~/backend/db/member-schema'
import { memberSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { MEMBER_SECURITY_NOTICE_KIND } from '~/backend/sign-in/security-history/member-security-change'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import { siteDefaults } from '~/config/site-defaults'
import { nextMinute, PASSWORD, send } from './auth-support'
import { newMember } from './member-support'
import { auditMark, auditSince, setUpOpsHarness, signedInSupportAgent } from './ops-support'
import { enrol, ticketOf } from './second-factor-support'
import { queuedMails } from './security-notice-support'
import { addTestStaff, asStaff, roleRefusalLog, signInStaff } from './staff-support'

/**
 * Decision 104: a member who lost both their authenticator and their recovery codes asks support, who turns their
 * second factor off: only with a reason, after a recent proof, once when asked twice at once; the member is told.
 */
const harness = setUpOpsHarness()
const db = () => harness.database.db
const reason = 'Lost phone; identity checked by a call to the mobile number on file'

/** A member with a verified email (the notice goes there) and the second factor on. */
async function memberWithSecondFactor(label: string) {
  const member = await newMember(harness, 'http', label)
  await db().update(members).set({ emailVerifiedAt: harness.clock.now }).where(eq(members.id, member.id))
  await enrol(harness, 'http', member.token)
  await ticketOf(harness, 'http', member.email)
  return member
}

const signsInWithPasswordAlone = async (email: string) => {
  const login = await send(harness, 'http', signInEndpoints.login, { body: { email, password: PASSWORD } })
  return login.status === 200 && login.json.data !== undefined && 'accessToken' in login.json.data
}

describe("a member's second factor turned off by support", () => {
  it('signs them in with the password alone, tells them on their security page and by mail, and audits the reason', async () => {
    const { staff, as } = await signedInSupportAgent(harness, 'second-factor-reset')
    const member = await memberWithSecondFactor('reset-me')
    expect(await signsInWithPasswordAlone(member.email)).toBe(false)
    const mark = await auditMark(db())
    nextMinute(harness)

    const reset = { params: { id: member.id }, body: { reason } }
    const answer = await send(harness, 'http', staffApi.resetMemberSecondFactor, reset, as)
    expect(answer.json.data).toEqual({ turnedOff: true })
    expect(await signsInWithPasswordAlone(member.email)).toBe(true)
    const history = await send(harness, 'http', passkeyEndpoints.passkeys, {}, { token: member.token })
    expect(history.json.data?.history[0]).toMatchObject({ kind: 'second-factor-reset', browser: null })
    const notices = await queuedMails(harness, member.email, MEMBER_SECURITY_NOTICE_KIND)
    const text = memberSecurityNoticeText['ko-KR']
    expect(notices.at(-1)?.subject).toBe(text.subject(siteDefaults.brandName, text.headline['second-factor-reset']('')))
    expect(await auditSince(db(), mark, 'member.second-factor-reset')).toMatchObject([
      { actorId: staff.id, targetType: 'member', targetId: member.id, detail: { reason } },
    ])
    // Asked again, nothing is on to turn off: nothing more is noted.
    expect((await send(harness, 'http', staffApi.resetMemberSecondFactor, reset, as)).json.data).toEqual({ turnedOff: false })
    expect(await auditSince(db(), mark, 'member.second-factor-reset')).toHaveLength(1)
  })

  it('turns it off once when two agents ask at the same moment', async () => {
    const agents = [await signedInSupportAgent(harness, 'reset-race-a'), await signedInSupportAgent(harness, 'reset-race-b')]
    const member = await memberWithSecondFactor('reset-race')
    const mark = await auditMark(db())
    const answers = await Promise.all(
      agents.map(({ as }) =>
        send(harness, 'http', staffApi.resetMemberSecondFactor, { params: { id: member.id }, body: { reason } }, as),
      ),
    )
    expect(answers.map((answer) => answer.json.data?.turnedOff).sort()).toEqual([false, true])
    expect(await auditSince(db(), mark, 'member.second-factor-reset')).toHaveLength(1)
    expect(await queuedMails(harness, member.email, MEMBER_SECURITY_NOTICE_KIND)).toHaveLength(2)
  })

  it('is refused without a reason, without a recent proof, to an editor, and for a withdrawn member', async () => {
    const { as } = await signedInSupportAgent(harness, 'reset-refusals')
    const member = await memberWithSecondFactor('reset-refused')
    const resetWith = (body: { reason: string }, options = as, id = member.id) =>
      send(harness, 'http', staffApi.resetMemberSecondFactor, { params: { id }, body }, options)

    expect((await resetWith({ reason: 'no' })).json.error?.code).toBe('BAD_REQUEST')
    const editor = await addTestStaff(harness, 'editor', 'reset-editor')
    const warnings = roleRefusalLog()
    expect((await resetWith({ reason }, asStaff(await signInStaff(harness, 'http', editor)))).status).toBe(403)
    expect(warnings).toHaveBeenCalledTimes(1)
    warnings.mockRestore()
    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    expect((await resetWith({ reason })).json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    expect(await signsInWithPasswordAlone(member.email)).toBe(false)

    const fresh = (await signedInSupportAgent(harness, 'reset-withdrawn')).as
    await db().update(members).set({ status: 'withdrawn' }).where(eq(members.id, member.id))
    expect((await resetWith({ reason }, fresh)).status).toBe(404)
  })
})
