import { toJSONAsync } from 'seroval'
import type { Endpoint } from '~/api/contract/endpoint'
import { memberAreaEndpoints, questionLimits } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { MiB, type RawAnswer, sendOversizedJson } from '../oversized-body'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'

/**
 * Issue 21: the production server refuses a body over its limit with 413 in the request's language before reading the
 * rest, declared or chunked: every server function (Start read and decoded any payload whole, 64 MB from anyone) and
 * the API mounted on the site. The longest payload a form sends still goes through.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const BODY_BYTES = 64 * MiB
const ways = [
  ['declared', true],
  ['chunked', false],
] as const

function expectRefusedUnread(answer: RawAnswer, locale: 'en-US' | 'ja-JP', declareLength: boolean) {
  expect(answer.status, answer.body).toBe(413)
  expect(JSON.parse(answer.body)).toEqual({
    error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: m.api_error_payload_too_large({}, { locale }) },
  })
  // Most of the body was never sent, and none of it when its length was declared.
  expect(answer.sentBytes, 'body bytes sent before the answer').toBeLessThan(declareLength ? 1 : BODY_BYTES / 2)
}

test.describe('request bodies over their limit', () => {
  const postFunctions = serverFunctionsOfBuild().filter((fn) => fn.method === 'POST')

  // A fresh server's first requests wait for its database (migrations, seed); the senders give an answer 5 s.
  test.beforeAll(async ({ request }) => {
    expect((await request.get('/api/v1/faq')).status()).toBe(200)
  })

  test('the build has the POST server functions this test expects to find', () => {
    expect(postFunctions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['signIn', 'signUp', 'changeMemberEndpoint', 'withdraw']),
    )
  })

  for (const fn of postFunctions) {
    for (const [way, declareLength] of ways) {
      test(`server function ${fn.name}, 64 MB ${way}: 413 in the request's language, the rest unread`, async () => {
        test.setTimeout(60_000)
        const answer = await sendOversizedJson({
          port,
          path: `/_serverFn/${fn.id}`,
          bytes: BODY_BYTES,
          declareLength,
          headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin', 'accept-language': 'ja-JP' },
        })
        expectRefusedUnread(answer, 'ja-JP', declareLength)
      })
    }
  }

  const apiEndpoints: Endpoint[] = [signInEndpoints.login, signInEndpoints.signup, memberAreaEndpoints.askQuestion]
  for (const endpoint of apiEndpoints) {
    for (const [way, declareLength] of ways) {
      test(`API ${endpoint.method} ${endpoint.path} on the site, 64 MB ${way}: 413, the rest unread`, async () => {
        test.setTimeout(60_000)
        const answer = await sendOversizedJson({
          port,
          path: `/api/v1${endpoint.path}`,
          bytes: BODY_BYTES,
          declareLength,
          headers: { 'accept-language': 'en-US' },
        })
        expectRefusedUnread(answer, 'en-US', declareLength)
      })
    }
  }

  test('the longest question, in the characters Start encodes longest, goes through its server function', async ({ request }) => {
    // The member area's changes' dispatcher (decision 119), which asks the question.
    const askQuestion = postFunctions.find((fn) => fn.name === 'changeMemberEndpoint')
    expect(askQuestion).toBeDefined()
    const signUp = await request.post('/api/v1/signup', {
      data: {
        email: `body-limit-${Date.now()}@example.com`,
        password: 'plum-harbour-lantern-77',
        name: 'Body Limit',
        termsAgree: true,
        privacyAgree: true,
      },
    })
    const token = ((await signUp.json()) as { data: { accessToken: string } }).data.accessToken
    // U+2028 is the character Start's payload encoding spells longest (escaped, then escaped again as JSON).
    const padded = (length: number) => `Q${'\u2028'.repeat(length - 2)}Q`
    const data = { title: padded(questionLimits.title), content: padded(questionLimits.content) }
    const payload = JSON.stringify(await toJSONAsync({ data: { endpoint: 'askQuestion', input: { body: data } } }))
    expect(payload.length).toBeGreaterThan(14_000)
    const answer = await request.post(`/_serverFn/${askQuestion?.id}`, {
      headers: {
        'x-tsr-serverFn': 'true',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        cookie: `member_session=${token}`,
      },
      data: payload,
    })
    expect(answer.status(), await answer.text()).toBe(200)
    const questions = await request.get('/api/v1/me/questions', { headers: { authorization: token } })
    const items = ((await questions.json()) as { data: { items: { title: string }[] } }).data.items
    expect(items.map((item) => item.title)).toEqual([data.title])
  })
})
