import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inquiries } from '~/backend/db/inquiry-schema'
import { recaptchaVerifier } from '~/backend/inquiries/captcha/recaptcha'
import type { Locale } from '~/i18n/locales'
import { type ContractHarness, type TransportName, transportNames } from './harness'
import {
  count,
  inquiryForm,
  message,
  pngBytes,
  postJson,
  postMultipart,
  setUpInquiryHarness,
  storedFiles,
  validInquiry,
} from './inquiry-support'

const SECRET = '6LcContractTestSecretKey000000000000000'
const ACCEPTED = 'token-google-accepts'
const LOW_SCORE = 'token-google-scores-as-a-bot'
const REFUSED = 'token-google-refuses'

/**
 * Google's siteverify played on loopback: ACCEPTED passes with a v3 score of 0.9, LOW_SCORE passes with 0.1,
 * anything else (or another secret) fails as Google words it. Records every form it receives.
 */
function siteverifyStandIn() {
  const google = { url: '', received: [] as Record<string, string>[] }
  let server: Server | undefined
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let body = ''
      for await (const chunk of request) body += chunk
      const form = Object.fromEntries(new URLSearchParams(body))
      google.received.push(form)
      const answer =
        form.secret !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : form.response === ACCEPTED
            ? { success: true, score: 0.9, action: 'inquiry' }
            : form.response === LOW_SCORE
              ? { success: true, score: 0.1, action: 'inquiry' }
              : { success: false, 'error-codes': ['invalid-input-response'] }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    google.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))
  return google
}

const google = siteverifyStandIn()
// The stand-in's port is known only once it listens, so the verifier is made at each check.
const withKeys = setUpInquiryHarness({
  captcha: { recaptcha: (token, ip) => recaptchaVerifier(SECRET, { verifyUrl: google.url })(token, ip) },
})
const withoutKeys = setUpInquiryHarness()

beforeEach(() => {
  google.received.length = 0
})

/** POST /captcha/google-check with the token in the query, raw over the named transport. */
async function googleCheck(harness: ContractHarness, name: TransportName, token: string, locale: Locale = 'ko-KR') {
  const { transport, baseUrl } = harness.transports[name]
  const request = new Request(`${baseUrl}/captcha/google-check?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'accept-language': locale },
  })
  const response = await transport(request, { clientIp: '203.0.113.9' })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe.each(transportNames)('with reCAPTCHA keys, over %s', (name) => {
  // In-process the site names the visitor; over HTTP the backend sees the socket's peer.
  const visitorIp = name === 'http' ? '127.0.0.1' : '203.0.113.9'

  it('google-check answers success true for a token Google accepts, false for one it refuses or scores as a bot', async () => {
    expect(await googleCheck(withKeys, name, ACCEPTED)).toEqual({ status: 200, json: { data: { success: true } } })
    expect(await googleCheck(withKeys, name, REFUSED)).toEqual({ status: 200, json: { data: { success: false } } })
    expect(await googleCheck(withKeys, name, LOW_SCORE)).toEqual({ status: 200, json: { data: { success: false } } })
    expect(google.received.map((form) => [form.secret, form.response])).toEqual([
      [SECRET, ACCEPTED],
      [SECRET, REFUSED],
      [SECRET, LOW_SCORE],
    ])
  })

  it('google-check takes 30 checks from one address in 10 minutes, then answers 429 without asking Google', async () => {
    const statuses: number[] = []
    for (let check = 0; check < 31 && !statuses.includes(429); check += 1) {
      statuses.push((await googleCheck(withKeys, name, ACCEPTED, 'en-US')).status)
    }
    const checked = statuses.filter((status) => status === 200).length
    expect(statuses.at(-1)).toBe(429)
    expect(checked).toBeLessThanOrEqual(30)
    expect(google.received).toHaveLength(checked)
  })

  it('has no proof-of-work challenge to hand out', async () => {
    const { transport, baseUrl } = withKeys.transports[name]
    expect((await transport(new Request(`${baseUrl}/captcha/challenge`))).status).toBe(404)
  })

  it('stores an inquiry sent with a token Google accepts, after asking Google about it with the visitor address', async () => {
    const answer = await postJson(withKeys, name, { ...validInquiry, captcha: ACCEPTED }, 'en-US', '203.0.113.9')

    expect(answer.status).toBe(201)
    const receiptNumber = answer.json.data?.receiptNumber ?? ''
    const [row] = await withKeys.database.db.select().from(inquiries).where(eq(inquiries.receiptNumber, receiptNumber))
    expect(row).toMatchObject({ email: validInquiry.email, locale: 'en-US' })
    expect(google.received).toEqual([{ secret: SECRET, response: ACCEPTED, remoteip: visitorIp }])
  })

  it('refuses an inquiry whose token Google refuses or scores as a bot: 400 captcha_failed, nothing stored', async () => {
    const before = await count(withKeys.database.db, 'inquiries')
    const refusals = [
      await postJson(withKeys, name, { ...validInquiry, captcha: REFUSED }, 'zh-TW'),
      await postMultipart(
        withKeys,
        name,
        inquiryForm({ ...validInquiry, captcha: LOW_SCORE }, [{ name: 'label.png', bytes: pngBytes }]),
        'zh-TW',
      ),
    ]

    for (const refused of refusals) {
      expect(refused.status).toBe(400)
      const captchaMessage = message('inquiry_error_captcha', 'zh-TW')
      expect(refused.json.error).toEqual({
        status: 400,
        code: 'captcha_failed',
        message: captchaMessage,
        fields: { captcha: { code: 'inquiry_error_captcha', message: captchaMessage } },
      })
    }
    expect(await count(withKeys.database.db, 'inquiries')).toBe(before)
    expect(await storedFiles(withKeys.storage)).toEqual([])
    expect(google.received.map((form) => form.response)).toEqual([REFUSED, LOW_SCORE])
  })
})

describe.each(transportNames)('without reCAPTCHA keys, over %s', (name) => {
  it('google-check does not exist (404 in the visitor language) and Google is never asked', async () => {
    expect(await googleCheck(withoutKeys, name, ACCEPTED, 'ja-JP')).toEqual({
      status: 404,
      json: { error: { status: 404, code: 'NOT_FOUND', message: message('api_error_not_found', 'ja-JP') } },
    })
    expect(google.received).toEqual([])
  })

  it('refuses a reCAPTCHA token in place of the proof of work', async () => {
    const answer = await postJson(withoutKeys, name, { ...validInquiry, captcha: ACCEPTED })
    expect(answer.status).toBe(400)
    expect(answer.json.error?.code).toBe('captcha_failed')
    expect(google.received).toEqual([])
  })
})
