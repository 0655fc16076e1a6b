// @vitest-environment happy-dom
import { afterEach, describe, it } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { expectMessagesOnlyAfterTyping } from '../../../../tests/unit/form-messages'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { addressSearchQuery } from '../member-area-queries'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

/** A member who just signed up with an email: nothing of the profile filled in yet. */
const newMember: MemberInfo = {
  id: 'member-1',
  email: 'tabbing@example.com',
  name: 'E2E Tabbing',
  mobile: null,
  signUpMethod: 'email',
  marketingAgree: false,
  createdAt: '2026-11-29T01:00:00.000Z',
  zipcode: null,
  address1: null,
  address2: null,
  birthday: null,
  hasPassword: true,
  emailVerified: true,
}

describe("the member's forms on /mypage", () => {
  it('tabbing across them marks no field; typing then leaving one does (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(
      <main>
        <ProfileForm member={newMember} />
        <PasswordForm first={false} />
      </main>,
      { path: '/mypage', member: newMember, queries: [[addressSearchQuery().queryKey, { enabled: false }]] },
    )
    await expectMessagesOnlyAfterTyping(document.querySelector('main') as HTMLElement, page.act)
  })
})
