// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { productQueries } from '~/features/products/products-queries'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { expectMessagesOnlyAfterTyping } from '../../../../tests/unit/form-messages'
import { typeInto } from '../../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { addressSearchQuery, memberAreaQueries, pagedQuery, sampleMaterialsQuery } from '../member-area-queries'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { SampleForm } from './sample-form'
import { SampleList } from './sample-list'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => {
  page?.unmount()
  vi.restoreAllMocks()
})

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

/** Raw materials a member may ask a sample of, as the API lists them (`count` of them). */
const materialsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    type: 'material',
    active: true,
    name: `Material ${index + 1}`,
    summary: '',
    image: null,
  }))
const materials = materialsOf(2)

const field = (id: string) => document.getElementById(id) as HTMLInputElement
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? ''

/** The profile and password forms on /mypage, rendered for the member in `locale`, with every request counted. */
async function mypageForms(locale: (typeof locales)[number]) {
  overwriteGetLocale(() => locale)
  const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('nothing is sent in this test'))
  const rendered = await renderInRouter(
    <main>
      <ProfileForm member={newMember} />
      <PasswordForm first={false} />
    </main>,
    { routeId: '/_member-area/mypage/', member: newMember, queries: [[addressSearchQuery().queryKey, { enabled: false }]] },
  )
  page = rendered
  const type = (id: string, text: string) => rendered.act(() => typeInto(field(id), text))
  return { sent, type, act: rendered.act }
}

/** The sample request form for the member in `locale`, with `list` the raw materials the API offers. */
async function sampleForm(locale: (typeof locales)[number], list: typeof materials) {
  overwriteGetLocale(() => locale)
  page = await renderInRouter(
    <main>
      <SampleForm />
    </main>,
    {
      routeId: '/_member-area/sample/',
      member: newMember,
      queries: [
        [addressSearchQuery().queryKey, { enabled: false }],
        [productQueries.list(locale, sampleMaterialsQuery).queryKey, list],
      ],
    },
  )
  return page
}

describe("the member's forms on /mypage", () => {
  it('tabbing across them marks no field; typing then leaving one does (en-US)', async () => {
    const { act } = await mypageForms('en-US')
    await expectMessagesOnlyAfterTyping(document.querySelector('main') as HTMLElement, act)
  })
})

describe('the sample request form on /sample', () => {
  it('tabbing across it marks no field; typing then leaving one does (en-US)', async () => {
    const { act } = await sampleForm('en-US', materials)
    await expectMessagesOnlyAfterTyping(document.querySelector('main') as HTMLElement, act)
  })
})

// mypage-profile.spec.ts saves the profile and changes the password in the browser, in Korean.
describe.each(locales)("the member's forms on /mypage (%s)", (locale) => {
  it('explain each wrong field of the profile, focus the first, keep what was typed and send nothing; each message goes once right', async () => {
    const { sent, type } = await mypageForms(locale)
    await type('profile-name', '')
    await type('profile-zipcode', '12')
    await type('profile-birthday', '19991332')
    await page?.act(() => buttonNamed(m.mypage_profile_save()).click())
    expect(messageOf('profile-name')).toBe(m.auth_error_name_required())
    expect(messageOf('profile-zipcode')).toBe(m.mypage_error_zipcode())
    expect(messageOf('profile-birthday')).toBe(m.mypage_error_birthday_date())
    expect(document.activeElement).toBe(field('profile-name'))
    expect(field('profile-birthday').getAttribute('aria-invalid')).toBe('true')
    expect(field('profile-zipcode').value).toBe('12')
    expect(sent).not.toHaveBeenCalled()

    await type('profile-name', 'E2E Tabbing 2')
    await type('profile-birthday', '19990101')
    expect(messageOf('profile-name')).toBe('')
    expect(messageOf('profile-birthday')).toBe('')
  })

  it('say when the new password and its confirmation differ, and send nothing', async () => {
    const { sent, type } = await mypageForms(locale)
    await type('password-current', 'not-my-password')
    await type('password-next', 'pw-plum-harbour-long')
    await type('password-confirm', 'pw-plum-harbour-long-typo')
    await page?.act(() => buttonNamed(m.mypage_password_save()).click())
    expect(messageOf('password-confirm')).toBe(m.auth_error_password_mismatch())
    expect(document.activeElement).toBe(field('password-confirm'))
    expect(sent).not.toHaveBeenCalled()
  })
})

/** Six raw materials, one more than a request may name. */
const sixMaterials = materialsOf(6)
/** A request just made, as the API lists it. */
const received = {
  id: 1,
  createdAt: '2026-11-29T01:00:00.000Z',
  status: 'received',
  materials: [{ id: 1, name: 'Material 1' }],
  quantity: '50 g each',
  recipient: newMember.name,
  mobile: '01055556666',
  zipcode: '13529',
  address1: 'Pangyoyeok-ro 166',
  address2: '',
  carrier: null,
  trackingNumber: null,
  declineReason: null,
} as const

// mypage-lists.spec.ts asks for a sample and finds it listed in the browser, in Korean.
describe.each(locales)('the sample request on /sample (%s)', (locale) => {
  it("starts from the member's name, explains what is missing, focused on the materials, and refuses a sixth", async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('nothing is sent in this test'))
    const form = await sampleForm(locale, sixMaterials)
    expect(field('sample-recipient').value).toBe(newMember.name)
    await form.act(() => buttonNamed(m.sample_submit()).click())
    expect(document.getElementById('sample-materials-error')?.textContent).toBe(m.sample_error_materials_required())
    expect(messageOf('sample-quantity')).toBe(m.sample_error_quantity_required())
    expect(messageOf('sample-purpose')).toBe(m.sample_error_purpose_required())
    expect(document.activeElement).toBe(field('sample-material-1'))
    expect(sent).not.toHaveBeenCalled()

    for (const id of [1, 2, 3, 4, 5, 6]) await form.act(() => field(`sample-material-${id}`).click())
    expect(field('sample-material-5').checked).toBe(true)
    expect(field('sample-material-6').checked).toBe(false)
    expect(document.getElementById('sample-materials-error')?.textContent).toBe(m.sample_error_materials_max({ max: 5 }))
  })

  it('lists a request just made as received', async () => {
    overwriteGetLocale(() => locale)
    page = await renderInRouter(<SampleList />, {
      routeId: '/_member-area/sample/',
      member: newMember,
      queries: [
        [
          memberAreaQueries.samples(locale, pagedQuery({}, 'samples')).queryKey,
          { items: [received], total: 1, page: 1, size: 5 },
        ],
      ],
    })
    const rows = document.querySelectorAll('tbody tr')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.textContent).toContain('Material 1')
    expect(rows[0]?.textContent).toContain(m.sample_status_received())
  })
})
