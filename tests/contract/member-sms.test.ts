import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { createBackendApp } from '~/backend/app'
import { phoneCodes } from '~/backend/db/member-area-schema'
import { configuredSmsSender, NO_SMS_PROVIDER_ERROR } from '~/backend/sms/configured-sms-sender'
import type { SmsSender } from '~/backend/sms/sms-sender'
import { send } from './auth-support'
import { ADMIN_TOKEN, newMember, noFiles, setUpMemberHarness, uniqueMobile } from './member-support'

const harness = setUpMemberHarness()

/** The backend of the harness's database, with another SMS sender. */
function backendWith(sms: SmsSender, brandName?: string) {
  return createBackendApp({
    db: harness.database.db,
    auth: { clock: () => harness.clock.now },
    admin: { token: ADMIN_TOKEN, storage: noFiles },
    sms,
    brandName,
  })
}

const post = (app: ReturnType<typeof createBackendApp>, token: string, mobile: string) =>
  app.fetch(
    new Request('http://in-process/api/v1/me/phone/code', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'ko-KR' },
      body: JSON.stringify({ mobile }),
    }),
  )

describe('the SMS of a verification code', () => {
  it('goes to the configured sender, with BRAND_NAME in front, in the request language', async () => {
    const sent: Array<{ to: string; text: string }> = []
    const app = backendWith({ kind: 'solapi', send: async (to, text) => void sent.push({ to, text }) }, '테스트브랜드')
    const member = await newMember(harness, 'in-process', 'sms-brand')
    const mobile = uniqueMobile()
    expect((await post(app, member.token, mobile)).status).toBe(200)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe(mobile)
    expect(sent[0]?.text).toMatch(/^\[테스트브랜드\] 인증번호 \[\d{6}\]를 3분 안에 입력해 주세요\.$/)
  })

  it('answers 503 when the provider refuses it, and the code it could not deliver is void', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const app = backendWith({ kind: 'solapi', send: async () => Promise.reject(new Error('provider down')) })
    const member = await newMember(harness, 'in-process', 'sms-down')
    const mobile = uniqueMobile()
    const answer = await post(app, member.token, mobile)
    expect(answer.status).toBe(503)
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE')
    expect(warn).toHaveBeenCalledWith('sms: the verification code could not be sent error="Error: provider down"')
    const [row] = await harness.database.db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile))
    expect(row?.expiresAt.getTime()).toBe(harness.clock.now.getTime())
  })
})

describe('a site others reach, without an SMS provider (decision 96)', () => {
  it('refuses to send a code with 503, voids it, and writes no code to the log', async () => {
    const logged = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}))
    const app = backendWith(configuredSmsSender({ SITE_URL: 'https://www.cellactis.example' }))
    const member = await newMember(harness, 'in-process', 'sms-none')
    const mobile = uniqueMobile()
    const answer = await post(app, member.token, mobile)
    expect(answer.status).toBe(503)
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE')
    const [row] = await harness.database.db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile))
    expect(row?.expiresAt.getTime()).toBe(harness.clock.now.getTime())
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
    expect(lines.filter((line) => line.startsWith('sms:'))).toEqual([
      `sms: the verification code could not be sent error="Error: ${NO_SMS_PROVIDER_ERROR}"`,
    ])
    expect(lines.filter((line) => line.includes(mobile))).toEqual([])
    const outbox = await app.fetch(
      new Request(`http://in-process/api/v1/admin/sms?to=${mobile}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
    )
    expect(outbox.status).toBe(404)
  })
})

describe('GET /admin/sms', () => {
  it('needs the admin token', async () => {
    const to = uniqueMobile()
    for (const token of [undefined, 'Bearer wrong-token-wrong-token-wrong-token-1234']) {
      const answer = await send(harness, 'http', memberAreaAdminEndpoints.smsOutbox, { query: { to } }, { token })
      expect(answer.status).toBe(401)
    }
  })

  it('does not exist when a real provider sends the messages (nothing is kept)', async () => {
    const app = backendWith({ kind: 'solapi', send: async () => {} })
    const response = await app.fetch(
      new Request(`http://in-process/api/v1/admin/sms?to=${uniqueMobile()}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      }),
    )
    expect(response.status).toBe(404)
  })

  it('lists the latest messages to the number, newest first, and only to it', async () => {
    const member = await newMember(harness, 'http', 'sms-list')
    const [mobile, other] = [uniqueMobile(), uniqueMobile()]
    for (const to of [mobile, other, mobile])
      await send(harness, 'http', memberAreaEndpoints.sendPhoneCode, { body: { mobile: to } }, { token: member.token })
    const answer = await send(
      harness,
      'http',
      memberAreaAdminEndpoints.smsOutbox,
      { query: { to: mobile } },
      {
        token: `Bearer ${ADMIN_TOKEN}`,
      },
    )
    const items = answer.json.data?.items ?? []
    expect(items.map((item) => item.to)).toEqual([mobile, mobile])
    for (const item of items) expect(item.text).toMatch(/^\[Cellactis\] 인증번호 \[\d{6}\]를 3분 안에 입력해 주세요\.$/)
    // Newest first: only the latest code works.
    const code = /\d{6}/.exec(items[0]?.text ?? '')?.[0] ?? ''
    const verified = await send(
      harness,
      'http',
      memberAreaEndpoints.changePhone,
      { body: { mobile, code } },
      { token: member.token },
    )
    expect(verified.status).toBe(200)
  })
})
