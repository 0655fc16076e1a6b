import { describe, expect, it } from 'vitest'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { transportNames } from './harness'
import { asMachine, latestCode, newMember, requestCode, setUpMemberHarness, uniqueMobile } from './member-support'

const harness = setUpMemberHarness()
const MINUTE = 60_000

let addresses = 0
/** Each test asks from addresses of its own, so the per-client limit of one test leaves the others alone. */
const uniqueIp = () => {
  addresses += 1
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

const wait = (ms: number) => {
  harness.clock.now = new Date(harness.clock.now.getTime() + ms)
}

describe.each(transportNames)('changing the mobile number over %s', (name) => {
  const verify = (token: string, mobile: string, code: string, locale = 'ko-KR') =>
    send(harness, name, memberAreaEndpoints.changePhone, { body: { mobile, code } }, { token, locale })

  it('sends a 6-digit code by SMS in the request language, valid 3 minutes; the right code sets the number once', async () => {
    const member = await newMember(harness, name, 'phone-ok')
    const mobile = uniqueMobile()
    const sent = await send(
      harness,
      name,
      memberAreaEndpoints.sendPhoneCode,
      { body: { mobile } },
      {
        token: member.token,
        locale: 'en-US',
        clientIp: uniqueIp(),
      },
    )
    expect(sent.json.data?.expiresAt).toBe(new Date(harness.clock.now.getTime() + 3 * MINUTE).toISOString())
    const outbox = await send(harness, name, memberAreaAdminEndpoints.smsOutbox, { query: { to: mobile } }, asMachine)
    const code = await latestCode(harness, name, mobile)
    expect(outbox.json.data?.items).toEqual([
      {
        to: mobile,
        text: m.sms_verification_code({ brand: 'Cellactis', code, minutes: 3 }, { locale: 'en-US' }),
        sentAt: harness.clock.now.toISOString(),
      },
    ])

    wait(3 * MINUTE - 1000)
    expect(await verify(member.token, mobile, code)).toMatchObject({ status: 200, json: { data: { mobile } } })
    expect((await send(harness, name, signInEndpoints.me, {}, { token: member.token })).json.data?.mobile).toBe(mobile)
    const again = await verify(member.token, mobile, code, 'en-US')
    expect(again.json.error).toEqual({
      status: 400,
      code: 'CODE_EXPIRED',
      message: m.api_error_code_expired({}, { locale: 'en-US' }),
    })
  })

  it('refuses a code 3 minutes old with CODE_EXPIRED', async () => {
    const member = await newMember(harness, name, 'phone-expired')
    const mobile = uniqueMobile()
    const code = await requestCode(harness, name, member.token, mobile, uniqueIp())
    wait(3 * MINUTE)
    expect((await verify(member.token, mobile, code)).json.error?.code).toBe('CODE_EXPIRED')
    expect((await send(harness, name, signInEndpoints.me, {}, { token: member.token })).json.data?.mobile).toBeNull()
  })

  it('answers CODE_MISMATCH to a wrong code; a fifth wrong try voids the code, the right one is then refused', async () => {
    const member = await newMember(harness, name, 'phone-tries')
    const mobile = uniqueMobile()
    const code = await requestCode(harness, name, member.token, mobile, uniqueIp())
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await verify(member.token, mobile, wrong, 'en-US')
      expect(answer.json.error).toEqual({
        status: 400,
        code: 'CODE_MISMATCH',
        message: m.api_error_code_mismatch({}, { locale: 'en-US' }),
      })
    }
    expect((await verify(member.token, mobile, code)).json.error?.code).toBe('CODE_EXPIRED')

    const next = await requestCode(harness, name, member.token, mobile, uniqueIp())
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(member.token, mobile, next === '000000' ? '000001' : '000000')
    expect((await verify(member.token, mobile, next)).status).toBe(200)
  })

  it('compares at most 5 guesses however many arrive at once, and sends at most 5 codes to a number at once', async () => {
    const member = await newMember(harness, name, 'phone-parallel')
    const mobile = uniqueMobile()
    const code = await requestCode(harness, name, member.token, mobile, uniqueIp())
    const wrong = code === '000000' ? '000001' : '000000'
    const guesses = await Promise.all(Array.from({ length: 10 }, () => verify(member.token, mobile, wrong)))
    const codes = guesses.map((answer) => answer.json.error?.code)
    expect(codes.filter((found) => found === 'CODE_MISMATCH')).toHaveLength(5)
    expect(codes.filter((found) => found === 'CODE_EXPIRED')).toHaveLength(5)
    expect((await verify(member.token, mobile, code)).json.error?.code).toBe('CODE_EXPIRED')

    const other = uniqueMobile()
    const sends = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(
          harness,
          name,
          memberAreaEndpoints.sendPhoneCode,
          { body: { mobile: other } },
          { token: member.token, clientIp: uniqueIp() },
        ),
      ),
    )
    expect(sends.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(sends.filter((answer) => answer.status === 429)).toHaveLength(3)
  })

  it('takes only the latest code, for the number it was sent to', async () => {
    const member = await newMember(harness, name, 'phone-latest')
    const [first, second] = [uniqueMobile(), uniqueMobile()]
    const ip = uniqueIp()
    const older = await requestCode(harness, name, member.token, first, ip)
    const newer = await requestCode(harness, name, member.token, first, ip)
    if (older !== newer) expect((await verify(member.token, first, older)).json.error?.code).toBe('CODE_MISMATCH')
    const forSecond = await requestCode(harness, name, member.token, second, ip)
    expect((await verify(member.token, first, newer)).json.error?.code).toBe('CODE_EXPIRED')
    expect((await verify(member.token, first, forSecond)).json.error?.code).toBe('CODE_EXPIRED')
    expect((await verify(member.token, second, forSecond)).status).toBe(200)
    expect((await verify(member.token, uniqueMobile(), '123456')).json.error?.code).toBe('CODE_EXPIRED')
  })

  it('lets two members share one number (families do)', async () => {
    const mobile = uniqueMobile()
    for (const label of ['phone-parent', 'phone-child']) {
      const member = await newMember(harness, name, label)
      const code = await requestCode(harness, name, member.token, mobile, uniqueIp())
      expect((await verify(member.token, mobile, code)).status).toBe(200)
    }
  })

  it('sends at most 5 codes per number in 10 minutes, whoever asks (429, Retry-After)', async () => {
    const members = [await newMember(harness, name, 'phone-limit-a'), await newMember(harness, name, 'phone-limit-b')]
    const mobile = uniqueMobile()
    const ask = (index: number, locale = 'ko-KR') =>
      send(
        harness,
        name,
        memberAreaEndpoints.sendPhoneCode,
        { body: { mobile } },
        {
          token: members[index % 2]?.token,
          clientIp: uniqueIp(),
          locale,
        },
      )
    for (let index = 0; index < 5; index += 1) {
      expect((await ask(index)).status).toBe(200)
      wait(MINUTE)
    }
    const refused = await ask(5, 'en-US')
    expect(refused.json.error).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: m.api_error_too_many_codes({}, { locale: 'en-US' }),
    })
    expect(refused.headers.get('retry-after')).toBe('300')
    wait(5 * MINUTE - 1000)
    expect((await ask(6)).status).toBe(429)
    wait(1000)
    expect((await ask(7)).status).toBe(200)
  })

  it('sends at most 5 codes per client in 10 minutes, whatever the number', async () => {
    const member = await newMember(harness, name, 'phone-client-limit')
    const ip = uniqueIp()
    const ask = (clientIp: string) =>
      send(
        harness,
        name,
        memberAreaEndpoints.sendPhoneCode,
        { body: { mobile: uniqueMobile() } },
        { token: member.token, clientIp },
      )
    for (let index = 0; index < 5; index += 1) expect((await ask(ip)).status).toBe(200)
    const refused = await ask(ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect((await ask(uniqueIp())).status).toBe(200)
    wait(10 * MINUTE)
    expect((await ask(ip)).status).toBe(200)
  })

  it('answers 401 without a session and 400 to a number that is not a mobile one', async () => {
    const mobile = uniqueMobile()
    expect((await send(harness, name, memberAreaEndpoints.sendPhoneCode, { body: { mobile } })).status).toBe(401)
    expect((await send(harness, name, memberAreaEndpoints.changePhone, { body: { mobile, code: '123456' } })).status).toBe(401)
    const member = await newMember(harness, name, 'phone-invalid')
    for (const bad of ['0212345678', '010-1234-5678', '0101234567890']) {
      const answer = await send(
        harness,
        name,
        memberAreaEndpoints.sendPhoneCode,
        { body: { mobile: bad } },
        { token: member.token },
      )
      expect(answer.status).toBe(400)
    }
  })
})
