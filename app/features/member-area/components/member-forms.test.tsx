// @vitest-environment happy-dom
import { afterEach, describe, it } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { productQueries } from '~/features/products/products-queries'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { expectMessagesOnlyAfterTyping } from '../../../../tests/unit/form-messages'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { addressSearchQuery, sampleMaterialsQuery } from '../member-area-queries'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { SampleForm } from './sample-form'

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
      { routeId: '/_member-area/mypage/', member: newMember, queries: [[addressSearchQuery().queryKey, { enabled: false }]] },
    )
    await expectMessagesOnlyAfterTyping(document.querySelector('main') as HTMLElement, page.act)
  })
})

/** Two raw materials a member may ask a sample of, as the API lists them. */
const materials = [1, 2].map((id) => ({ id, type: 'material', active: true, name: `Material ${id}`, summary: '', image: null }))

describe('the sample request form on /sample', () => {
  it('tabbing across it marks no field; typing then leaving one does (en-US)', async () => {
    overwriteGetLocale(() => 'en-US')
    page = await renderInRouter(
      <main>
        <SampleForm />
      </main>,
      {
        routeId: '/_member-area/sample/',
        member: newMember,
        queries: [
          [addressSearchQuery().queryKey, { enabled: false }],
          [productQueries.list('en-US', sampleMaterialsQuery).queryKey, materials],
        ],
      },
    )
    await expectMessagesOnlyAfterTyping(document.querySelector('main') as HTMLElement, page.act)
  })
})
