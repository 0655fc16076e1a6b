import { describe, expect, it } from 'vitest'
import type { Endpoint } from '~/api/contract/endpoint'
import { memberAreaEndpoints, questionLimits } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { MiB, sendOversizedJson } from '../oversized-body'
import { PASSWORD, signupBody, uniqueEmail } from './auth-support'
import { newMember, setUpMemberHarness } from './member-support'

/**
 * Issue 21: a JSON body over its endpoint's limit (maxBodyBytes in the contract) is refused with 413 in the request's
 * language before the rest of it is read, whether its length is declared or it comes chunked; anyone could send
 * 64 MB to sign-in and have it read and parsed whole. Bodies within the limit still work, chunked too.
 */
const harness = setUpMemberHarness()
const BODY_BYTES = 64 * MiB
const portOf = () => Number(new URL(harness.transports.http.baseUrl).port)
const pathOf = (endpoint: Endpoint) => `/api/v1${endpoint.path}`

const limited = [signInEndpoints.login, signInEndpoints.signup, memberAreaEndpoints.askQuestion]

describe.each(limited)('$method $path refuses a body over its limit', (endpoint) => {
  it.each([
    ['declared', true],
    ['chunked', false],
  ])(
    '%s: 413 PAYLOAD_TOO_LARGE in the request language, before the rest is sent',
    {
      timeout: 60_000,
    },
    async (_, declareLength) => {
      const answer = await sendOversizedJson({
        port: portOf(),
        path: pathOf(endpoint),
        bytes: BODY_BYTES,
        declareLength,
        headers: { 'accept-language': 'en-US' },
      })
      expect(answer.status, answer.body).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({
        error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: m.api_error_payload_too_large({}, { locale: 'en-US' }) },
      })
      expect(answer.body).not.toContain(m.api_error_payload_too_large({}, { locale: 'ko-KR' }))
      // The server stopped reading: most of the body was never sent, and none of it when its length was declared.
      expect(answer.sentBytes).toBeLessThan(declareLength ? 1 : BODY_BYTES / 2)
    },
  )
})

/** A body sent chunked (no Content-Length), as a streaming client sends it. */
function chunked(json: unknown): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(JSON.stringify(json))
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000))
      controller.close()
    },
  })
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${harness.transports.http.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    body: chunked(body),
    duplex: 'half',
  } as RequestInit)

describe('bodies within the limit', () => {
  it('sign-up and sign-in still work, chunked', async () => {
    const email = uniqueEmail('body-limit')
    const signedUp = await post('/signup', signupBody(email))
    expect(signedUp.status, await signedUp.clone().text()).toBe(200)
    const signedIn = await post('/login', { email, password: PASSWORD })
    expect(signedIn.status, await signedIn.clone().text()).toBe(200)
  })

  it('the longest question, every character escaped as \\uXXXX, is taken', async () => {
    const member = await newMember(harness, 'http', 'body-limit-question')
    const escaped = (length: number) => '\\u00e9'.repeat(length)
    // Written by hand: JSON.stringify would not escape é.
    const text = `{"title":"${escaped(questionLimits.title)}","content":"${escaped(questionLimits.content)}"}`
    expect(text.length).toBeGreaterThan(12_000)
    const response = await fetch(`${harness.transports.http.baseUrl}/me/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: member.token },
      body: text,
    })
    expect(response.status, await response.clone().text()).toBe(200)
  })
})
