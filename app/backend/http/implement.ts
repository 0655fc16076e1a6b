import type { Hono } from 'hono'
import type * as v from 'valibot'
import type { BodySchemaOf, Endpoint, ParamsSchemaOf, QuerySchemaOf } from '~/api/contract/endpoint'
import type { Locale } from '~/i18n/locales'
import { BodyTooLargeError, declaresMoreThan, readWithin } from '~/server/http/body-limit'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import type { Database } from '../db/database.server'
import { requireActor } from '../staff/require-actor'
import type { StaffActor } from '../staff/staff-actor'
import { ApiError } from './api-error'
import type { CachedRead, PublicReadCache } from './public-read-cache'
import { requestLocale } from './request-locale'
import { parseRequestPart } from './request-part'
import { CACHE_TAG_HEADER, keysOfRead, SURROGATE_KEY_HEADER } from './surrogate-keys'

declare module 'hono' {
  interface ContextVariableMap {
    /** The backend's cache of public reads, when it has one (set by createBackendApp). */
    publicReadCache: PublicReadCache | undefined
  }
}

type Parsed<T> = [T] extends [v.GenericSchema] ? v.InferOutput<T> : undefined

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<ParamsSchemaOf<E>>
  query: Parsed<QuerySchemaOf<E>>
  body: Parsed<BodySchemaOf<E>>
  locale: Locale
  request: Request
  /** What the server passed with the request (Hono's bindings), e.g. the client's address. */
  bindings: unknown
  /** The caller of an admin call, when it has one; a staff call's (`roles`) is checked against them (implementStaff). */
  actor: StaffActor | undefined
  /** The caller's address, for the audit log (admin calls only). */
  clientIp: string | undefined
  /** The database the audit log is in (admin calls only): implementStaff records a read of personal data there. */
  auditDb: Database | undefined
}

/** Public reads may be cached by a CDN for 5 minutes and served stale for a day while it revalidates. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
/** Whether a public read came from the backend's own cache: `hit` or `miss`, for operators and the benchmarks. */
const READ_CACHE_STATUS_HEADER = 'x-api-cache'

const utf8 = new TextEncoder()
const utf8Decoder = new TextDecoder()
const jsonBody = (data: unknown): CachedRead => utf8.encode(JSON.stringify({ data }))

/** What a public read shows, for a shared cache's purge: `Surrogate-Key` and `Cache-Tag` (docs/decisions/0054). */
function shownKeys(path: string, params: Record<string, string>): Record<string, string> {
  const keys = keysOfRead(path, params)
  return { [SURROGATE_KEY_HEADER]: keys.join(' '), [CACHE_TAG_HEADER]: keys.join(',') }
}

/** Refused for its size: the connection closes after the answer, so the rest of the body is neither read nor drained. */
const payloadTooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', undefined, { connection: 'close' })

/**
 * The JSON body, read no further than the endpoint's limit (413 past it, declared or as it streams; 400 if not JSON).
 * An empty body (or only whitespace) is `undefined`: an endpoint whose body is optional takes it (`POST .../publish`
 * sent bare by automation), any other refuses it as it refuses a missing field.
 */
async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (declaresMoreThan(request.headers, maxBytes)) throw payloadTooLarge()
  let bytes: Uint8Array
  try {
    bytes = await readWithin(request.body, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw payloadTooLarge()
    throw new ApiError('BAD_REQUEST')
  }
  const text = utf8Decoder.decode(bytes)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError('BAD_REQUEST')
  }
}

/**
 * Registers the handler of one contract endpoint: validates path, query and body with the contract's own
 * schemas and the rule of every text (400 naming the field, request-part.ts; 413 for a body over the endpoint's
 * maxBodyBytes; for a staff call, 401 or 403 first unless the caller has one of its roles), and answers `{ "data": ... }` with the endpoint's cache policy.
 */
export function implement<E extends Endpoint>(
  app: Hono,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<v.InferInput<E['data']>> | v.InferInput<E['data']>,
): void {
  app.on(endpoint.method, endpoint.path, async (context) => {
    const request = context.req.raw
    // Who may call is checked before anything of the request is read.
    const actor = endpoint.roles
      ? requireActor(context, { roles: endpoint.roles, machine: endpoint.machine })
      : context.get('staffActor')
    const params = parseRequestPart(endpoint.params, context.req.param())
    const query = parseRequestPart(endpoint.query, Object.fromEntries(new URL(request.url).searchParams))
    const body = endpoint.body
      ? parseRequestPart(endpoint.body, await readJsonBody(request, endpoint.maxBodyBytes ?? 0))
      : undefined
    const input = {
      params,
      query,
      body,
      locale: requestLocale(request),
      request,
      bindings: context.env,
      actor,
      clientIp: context.get('clientIp'),
      auditDb: context.get('auditDb'),
    } as HandlerInput<E>
    const readCache = endpoint.publicCache ? context.get('publicReadCache') : undefined
    const shown = endpoint.publicCache ? shownKeys(endpoint.path, context.req.param()) : {}
    if (!readCache) {
      const cacheControl = endpoint.publicCache ? PUBLIC_CACHE_CONTROL : 'no-store'
      const headers = { 'cache-control': cacheControl, vary: 'accept-language', ...shown }
      return Response.json({ data: await handler(input) }, { headers })
    }
    // The key holds what the answer depends on, after validation: an address's junk parameters are not new keys.
    const key = JSON.stringify([endpoint.method, endpoint.path, input.locale, params, query])
    const { body: cached, hit } = await readCache.answer(key, async () => jsonBody(await handler(input)))
    siteMetrics().cache.inc({ cache: 'api', result: hit ? 'hit' : 'miss' })
    return new Response(cached, {
      headers: {
        'content-type': 'application/json',
        'cache-control': PUBLIC_CACHE_CONTROL,
        vary: 'accept-language',
        ...shown,
        [READ_CACHE_STATUS_HEADER]: hit ? 'hit' : 'miss',
      },
    })
  })
}
