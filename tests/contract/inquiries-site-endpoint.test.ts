import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { forwardToApi } from '~/api/client.server'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'
import { type ForwardUpload, forwardInquiry } from '~/api/inquiry-forward.server'
import { inquiries } from '~/backend/db/inquiry-schema'
import { m } from '~/paraglide/messages'
import { transportNames } from './harness'
import { chunkedStream, inquiryForm, message, pngBytes, setUpInquiryHarness, solveCaptcha, validInquiry } from './inquiry-support'

// Over HTTP the API sits behind the site, which it trusts to say the visitor's address (X-Forwarded-For).
const harness = setUpInquiryHarness({ rateLimit: { limit: 2, windowSeconds: 600 }, trustProxy: true })

/** The browser's POST to /api/inquiries: its form as a stream, as the site's server receives it. */
async function browserPost(form: FormData, headers: Record<string, string> = {}) {
  const encoded = new Request('http://site.invalid/', { method: 'POST', body: form })
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  return new Request('http://site.invalid/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.length), ...headers },
    body: chunkedStream(bytes),
    duplex: 'half',
  } as RequestInit)
}

describe.each(transportNames)('the site endpoint POST /api/inquiries, API over %s', (name) => {
  const forward: ForwardUpload = (raw, options) =>
    forwardToApi(
      inquiryEndpoints.createInquiry,
      raw,
      { ...harness.transports[name], locale: options.locale, unavailableMessage: 'unavailable' },
      options,
    )

  it('streams the form to the API in the page language and answers with its 201 and body', async () => {
    const captcha = await solveCaptcha(harness, name)
    const request = await browserPost(
      inquiryForm({ ...validInquiry, mobile: '13800138000', captcha }, [{ name: 'logo.png', bytes: pngBytes }]),
    )
    const response = await forwardInquiry(request, { locale: 'zh-CN', clientIp: `192.0.2.${name === 'http' ? 1 : 2}` }, forward)

    expect(response.status).toBe(201)
    const body = (await response.json()) as { data: { receiptNumber: string } }
    const [row] = await harness.database.db.select().from(inquiries).where(eq(inquiries.receiptNumber, body.data.receiptNumber))
    expect(row?.locale).toBe('zh-CN')
  })

  it('passes the API refusal on unchanged: status, localized body and Retry-After', async () => {
    const invalid = await forwardInquiry(
      await browserPost(inquiryForm({ ...validInquiry, mobile: '', captcha: 'x' })),
      { locale: 'zh-TW', clientIp: '192.0.2.9' },
      forward,
    )
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as { error: { fields: Record<string, { message: string }> } }
    expect(body.error.fields.mobile?.message).toBe(message('inquiry_error_phone_required', 'zh-TW'))

    // The visitor's address travels with the call: the API counts its limit per visitor.
    const ip = `198.51.100.${name === 'http' ? 20 : 21}`
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const captcha = await solveCaptcha(harness, name)
      const ok = await forwardInquiry(
        await browserPost(inquiryForm({ ...validInquiry, captcha })),
        { locale: 'ko-KR', clientIp: ip },
        forward,
      )
      expect(ok.status).toBe(201)
    }
    const captcha = await solveCaptcha(harness, name)
    const limited = await forwardInquiry(
      await browserPost(inquiryForm({ ...validInquiry, captcha })),
      { locale: 'ko-KR', clientIp: ip },
      forward,
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('the site endpoint on its own', () => {
  const neverCalled: ForwardUpload = () => {
    throw new Error('the API must not be called')
  }

  it('refuses a declared size over the limit with 413 before reading a byte', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://site.invalid/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await forwardInquiry(request, { locale: 'en-US', clientIp: undefined }, neverCalled)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      message('inquiry_error_files_too_large', 'en-US', { totalMb: 25 }),
    )
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('answers 503 in the visitor language when the API cannot be reached, without a stack trace', async () => {
    const unreachable: ForwardUpload = (raw, options) =>
      forwardToApi(
        inquiryEndpoints.createInquiry,
        raw,
        {
          transport: () => Promise.reject(new Error('connect ECONNREFUSED')),
          baseUrl: 'http://127.0.0.1:9/api/v1',
          locale: options.locale,
          unavailableMessage: 'x',
        },
        options,
      )
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const response = await forwardInquiry(
        await browserPost(inquiryForm(validInquiry)),
        { locale: 'ja-JP', clientIp: undefined },
        unreachable,
      )
      expect(response.status).toBe(503)
      const text = await response.text()
      expect(JSON.parse(text).error.message).toBe(m.api_error_unavailable({}, { locale: 'ja-JP' }))
      expect(text).not.toContain('ECONNREFUSED')
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })

  it('answers 502 when the API answers something that is not the contract JSON', async () => {
    const proxyPage: ForwardUpload = async () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
    const original = console.error
    console.error = () => undefined
    try {
      const response = await forwardInquiry(
        await browserPost(inquiryForm(validInquiry)),
        { locale: 'ko-KR', clientIp: undefined },
        proxyPage,
      )
      expect(response.status).toBe(502)
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        m.api_error_unavailable({}, { locale: 'ko-KR' }),
      )
    } finally {
      console.error = original
    }
  })
})
