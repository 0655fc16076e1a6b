import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { send } from './auth-support'
import { transportNames } from './harness'
import { newMember, newSocialOnlyMember, setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness()

const profile = {
  name: '  김프로필 ',
  zipcode: '13487',
  address1: '경기도 성남시 분당구 판교로289번길 20',
  address2: '3동 5층',
  birthday: '19990101',
}

describe.each(transportNames)('the profile over %s', (name) => {
  it('starts empty in me, with hasPassword for an email member', async () => {
    const member = await newMember(harness, name, 'profile-empty')
    const me = await send(harness, name, signInEndpoints.me, {}, { token: member.token })
    expect(me.json.data).toMatchObject({ zipcode: null, address1: null, address2: null, birthday: null, hasPassword: true })
    const social = await newSocialOnlyMember(harness)
    const socialMe = await send(harness, name, signInEndpoints.me, {}, { token: social.token })
    expect(socialMe.json.data?.hasPassword).toBe(false)
  })

  it('is saved by PATCH /me, answered as me, and shown by me afterwards', async () => {
    const member = await newMember(harness, name, 'profile-saved')
    const patched = await send(harness, name, memberAreaEndpoints.updateProfile, { body: profile }, { token: member.token })
    expect(patched.status).toBe(200)
    const expected = { ...profile, name: '김프로필', email: member.email, id: member.id, hasPassword: true }
    expect(patched.json.data).toMatchObject(expected)
    const me = await send(harness, name, signInEndpoints.me, {}, { token: member.token })
    expect(me.json.data).toMatchObject(expected)

    const cleared = { ...profile, zipcode: null, address1: '', address2: null, birthday: null }
    const again = await send(harness, name, memberAreaEndpoints.updateProfile, { body: cleared }, { token: member.token })
    expect(again.json.data).toMatchObject({ zipcode: null, address1: null, address2: null, birthday: null })
  })

  it.each([
    ['a day that does not exist', { birthday: '19990230' }],
    ['a birthday in the future', { birthday: '20991231' }],
    ['a birthday with dashes', { birthday: '1999-01-01' }],
    ['a birthday before 1900', { birthday: '18991231' }],
    ['a zipcode of 4 digits', { zipcode: '1348' }],
    ['an empty name', { name: '   ' }],
    ['an address line over 100 characters', { address1: 'a'.repeat(101) }],
  ])('refuses %s (400) and keeps the profile', async (_label, change) => {
    const member = await newMember(harness, name, 'profile-refused')
    await send(harness, name, memberAreaEndpoints.updateProfile, { body: profile }, { token: member.token })
    const refused = await send(
      harness,
      name,
      memberAreaEndpoints.updateProfile,
      { body: { ...profile, ...change } },
      { token: member.token, locale: 'en-US' },
    )
    expect(refused.status).toBe(400)
    expect(refused.json.error?.code).toBe('BAD_REQUEST')
    const me = await send(harness, name, signInEndpoints.me, {}, { token: member.token })
    expect(me.json.data).toMatchObject({ birthday: profile.birthday, zipcode: profile.zipcode, name: '김프로필' })
  })

  it('answers 401 without a session', async () => {
    expect((await send(harness, name, memberAreaEndpoints.updateProfile, { body: profile })).status).toBe(401)
    const wrong = await send(harness, name, memberAreaEndpoints.updateProfile, { body: profile }, { token: 'x'.repeat(43) })
    expect(wrong.status).toBe(401)
  })
})
