import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { staffSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { STAFF_SECURITY_NOTICE_KIND } from '~/backend/staff/staff-security-notice'
import { siteDefaults } from '~/config/site-defaults'
import { send } from './auth-support'
import { CHROME_ON_WINDOWS, queuedMails } from './security-notice-support'
import { addTestStaff, asAdminStaff, asStaff, setUpStaffHarness, signInStaff } from './staff-support'

// Decision 95: a staff member is told by mail of each change to a way into their account, whoever made it.
const harness = setUpStaffHarness()
const brand = siteDefaults.brandName

const noticesTo = (email: string) => queuedMails(harness, email, STAFF_SECURITY_NOTICE_KIND)

describe('staff security notices', () => {
  it('mails their own new password in the console language, naming the browser of the session, linking the account page', async () => {
    const staff = await addTestStaff(harness, 'editor', 'notice-own')
    const token = await signInStaff(harness, 'http', staff, { userAgent: CHROME_ON_WINDOWS })
    const body = { newPassword: 'violet-harbour-lantern-95' }
    const changed = await send(harness, 'http', staffSessionEndpoints.changeMyPassword, { body }, asStaff(token, 'en-US'))
    expect(changed.status).toBe(200)

    const text = staffSecurityNoticeText['en-US']
    const headline = text.headline['password-changed']('')
    const [notice, ...more] = await noticesTo(staff.email)
    expect(more).toEqual([])
    expect(notice?.subject).toBe(text.subject(brand, headline))
    expect(notice?.textBody).toContain(`${text.browser}: Chrome 131 · Windows`)
    expect(notice?.textBody).toContain(text.notYours)
    expect(notice?.textBody).toContain('/admin/account?lang=en-US')
    expect(notice?.textBody).not.toContain(body.newPassword)
  })

  it('tells the staff member an admin reset their authenticator, in Korean for a console not in English', async () => {
    const staff = await addTestStaff(harness, 'support', 'notice-reset')
    const admin = { ...(await asAdminStaff(harness)), locale: 'zh-CN' }
    const reset = await send(harness, 'http', staffEndpoints.resetSecondFactor, { params: { id: staff.id }, body: {} }, admin)
    expect(reset.status).toBe(200)

    const text = staffSecurityNoticeText['ko-KR']
    const [notice, ...more] = await noticesTo(staff.email)
    expect(more).toEqual([])
    expect(notice?.subject).toBe(text.subject(brand, text.headline['second-factor-reset']('')))
    // The admin's browser is not the staff member's: the notice names none.
    expect(notice?.textBody).not.toContain(`${text.browser}:`)
  })

  it('notes nothing for a change refused: a password too common', async () => {
    const staff = await addTestStaff(harness, 'editor', 'notice-refused')
    const token = await signInStaff(harness, 'http', staff)
    const body = { newPassword: 'password1234' }
    const refused = await send(harness, 'http', staffSessionEndpoints.changeMyPassword, { body }, asStaff(token))
    expect(refused.status).toBe(400)
    expect(await noticesTo(staff.email)).toEqual([])
  })
})
