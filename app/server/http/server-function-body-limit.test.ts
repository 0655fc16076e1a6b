import { describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import {
  handleWithServerFunctionBodyLimit,
  isServerFunctionCall,
  LARGE_SERVER_FUNCTION_MAX_BODY_BYTES,
  SERVER_FUNCTION_MAX_BODY_BYTES,
  serverFunctionBodyLimit,
} from './server-function-body-limit'
import { serverFunctionId } from './server-function-id'

const BASE = '/_serverFn/'
process.env.TSS_SERVER_FN_BASE ??= BASE

/** A body sent in 1 KiB chunks, declaring no length; `pulled` counts the chunks read. */
function chunked(bytes: number) {
  const state = { pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled * 1024 >= bytes) return controller.close()
      state.pulled += 1
      controller.enqueue(new Uint8Array(1024).fill(0x20))
    },
  })
  return { body, state }
}

const call = (init: RequestInit & { headers?: Record<string, string> }, path = `${BASE}abc`) =>
  new Request(`http://site.test${path}`, { method: 'POST', duplex: 'half', ...init } as RequestInit)

/** Start's part, as far as the body goes: reads the payload as JSON and answers what it got. */
const readsJson = async (request: Request) => Response.json({ got: await request.json() })

describe('isServerFunctionCall', () => {
  it('is Start’s test, on the address as Start normalizes it', () => {
    expect(isServerFunctionCall(call({}))).toBe(true)
    expect(isServerFunctionCall(call({}, '/%5FserverFn/abc'))).toBe(true)
    expect(isServerFunctionCall(call({}, '/api/v1/login'))).toBe(false)
    expect(isServerFunctionCall(new Request(`http://site.test${BASE}abc`))).toBe(false)
  })
})

describe('handleWithServerFunctionBodyLimit', () => {
  it('refuses a declared length over the limit with 413 in the request language, without handling it', async () => {
    let handled = false
    const request = call({
      body: 'x',
      headers: { 'content-length': String(SERVER_FUNCTION_MAX_BODY_BYTES + 1), 'x-locale': 'ja-JP' },
    })
    const answer = await handleWithServerFunctionBodyLimit(request, async () => {
      handled = true
      return new Response('handled')
    })
    expect(handled).toBe(false)
    expect(answer.status).toBe(413)
    expect(answer.headers.get('connection')).toBe('close')
    expect(await answer.json()).toEqual({
      error: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: m.api_error_payload_too_large({}, { locale: 'ja-JP' }) },
    })
  })

  it('refuses a chunked body once it passes the limit, whatever the handler answered, and reads no further', async () => {
    const { body, state } = chunked(64 * 1024 * 1024)
    const answer = await handleWithServerFunctionBodyLimit(call({ body, headers: { 'accept-language': 'en-US' } }), readsJson)
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      m.api_error_payload_too_large({}, { locale: 'en-US' }),
    )
    expect(state.pulled * 1024).toBeLessThanOrEqual(SERVER_FUNCTION_MAX_BODY_BYTES + 4 * 1024)
  })

  it('passes a body within the limit on whole, read as JSON or as a form', async () => {
    const payload = { data: 'x'.repeat(20_000) }
    const json = await handleWithServerFunctionBodyLimit(call({ body: JSON.stringify(payload) }), readsJson)
    expect(await json.json()).toEqual({ got: payload })

    const form = new FormData()
    form.set('name', 'value')
    const formCall = await handleWithServerFunctionBodyLimit(call({ body: form }), async (request) =>
      Response.json({ name: (await request.formData()).get('name') }),
    )
    expect(await formCall.json()).toEqual({ name: 'value' })
  })

  it('leaves every other request as it is', async () => {
    const request = call({ body: 'x'.repeat(SERVER_FUNCTION_MAX_BODY_BYTES * 2) }, '/api/v1/contacts')
    let seen: Request | undefined
    await handleWithServerFunctionBodyLimit(request, async (handled) => {
      seen = handled
      return new Response(null, { status: 204 })
    })
    expect(seen).toBe(request)
  })
})

describe('an editor’s save', () => {
  const saveId = serverFunctionId({
    filename: 'app/features/staff-console/content/content-saves.large-body.functions.ts',
    functionName: 'saveContentDraft_createServerFn_handler',
  })
  const otherId = serverFunctionId({
    filename: 'app/features/staff-console/content/content-editing.functions.ts',
    functionName: 'publishContentItem_createServerFn_handler',
  })
  const developmentId = Buffer.from(
    JSON.stringify({
      file: '/@id/app/features/staff-console/content/content-saves.large-body.functions.ts?tss-serverfn-split',
      export: 'x',
    }),
  ).toString('base64url')

  it('may send a large body (a page in five languages), and only functions of a large-body file may', async () => {
    expect(serverFunctionBodyLimit(call({}, `${BASE}${saveId}`))).toBe(LARGE_SERVER_FUNCTION_MAX_BODY_BYTES)
    expect(serverFunctionBodyLimit(call({}, `${BASE}${developmentId}`))).toBe(LARGE_SERVER_FUNCTION_MAX_BODY_BYTES)
    expect(serverFunctionBodyLimit(call({}, `${BASE}${otherId}`))).toBe(SERVER_FUNCTION_MAX_BODY_BYTES)
    vi.stubEnv('NODE_ENV', 'production')
    expect(serverFunctionBodyLimit(call({}, `${BASE}${developmentId}`)), 'a development id sent to a build').toBe(
      SERVER_FUNCTION_MAX_BODY_BYTES,
    )
    vi.unstubAllEnvs()

    const payload = { data: '가'.repeat(300_000) }
    const large = await handleWithServerFunctionBodyLimit(call({ body: JSON.stringify(payload) }, `${BASE}${saveId}`), readsJson)
    expect(large.status).toBe(200)
    const other = await handleWithServerFunctionBodyLimit(call({ body: JSON.stringify(payload) }, `${BASE}${otherId}`), readsJson)
    expect(other.status).toBe(413)
  })
})
