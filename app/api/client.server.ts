import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { log } from '~/server/logging/log.server'
import { noteSurrogateKeys, SURROGATE_KEY_HEADER } from '~/server/shared-cache/surrogate-keys.server'
import { ApiContractError, ApiRequestError, UnauthorizedError } from './api-errors'
import { ApiFieldRefusal } from './api-field-refusal'
import { type Endpoint, type EndpointData, type EndpointInput, fillPath, toQueryString } from './contract/endpoint'
import { dataBody, errorBody } from './contract/envelope'

/** What a call may tell the transport beyond the request itself. */
export interface TransportOptions {
  /** The visitor's address, for the API's rate limits (in-process: a binding; over HTTP: X-Forwarded-For). */
  clientIp?: string
  /** Overrides the transport's timeout, e.g. for an upload. */
  timeoutMs?: number
  /** A call the site makes for itself, for no visitor (the in-process transport tells the backend so). */
  siteItself?: true
  /**
   * A call the site makes for a visitor's request: the token it carries came from the visitor's cookie and is a
   * session's, never the machine credential (the in-process transport tells the backend so).
   */
  forVisitor?: true
}

/** Sends one request to an `/api/v1` implementation and returns its response: over HTTP, or in-process. */
export type ApiTransport = (request: Request, options?: TransportOptions) => Promise<Response>

export interface ApiCallContext {
  transport: ApiTransport
  /** Base URL the contract paths are appended to, e.g. https://api.example.com/api/v1. */
  baseUrl: string
  locale: string
  /** The member's token, sent bare (no `Bearer` prefix) in `authorization`, or a staff token with `tokenScheme`. */
  token?: string
  /** `Bearer` for a staff member's token (the admin API's scheme); a member's token goes bare. */
  tokenScheme?: 'Bearer'
  /** The visitor's address, for the API's per-IP limits (sign-in): a binding in-process, X-Forwarded-For over HTTP. */
  clientIp?: string
  /** The visitor's browser, passed on as User-Agent on sign-in calls: the member's list of sessions names it. */
  userAgent?: string
  /** Messages for failures that have no error body of their own, in the request's language. */
  unavailableMessage: string
  /** A call the site makes for itself, for no visitor (a report of the redirects' hits). */
  siteItself?: true
  /** A call the site makes for a visitor's request, with the token of their cookie, if any (TransportOptions). */
  forVisitor?: true
}

/** What a call tells its transport beyond the request: the visitor's address, and for whom the site makes it. */
const transportOptionsOf = ({ clientIp, siteItself, forVisitor }: ApiCallContext): TransportOptions => ({
  clientIp,
  siteItself,
  forVisitor,
})

/** The `authorization` header: the token bare (a member's), or after its scheme (a staff member's `Bearer`). */
const authorization = ({ token, tokenScheme }: ApiCallContext) => (tokenScheme ? `${tokenScheme} ${token}` : (token as string))

export function buildApiRequest<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, context: ApiCallContext): Request {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }
  const url = `${context.baseUrl}${fillPath(endpoint.path, params)}${toQueryString(query)}`
  const headers = new Headers({ accept: 'application/json', 'accept-language': context.locale })
  if (context.token) headers.set('authorization', authorization(context))
  if (context.clientIp) headers.set('x-forwarded-for', context.clientIp)
  if (context.userAgent) headers.set('user-agent', context.userAgent)
  if (body !== undefined) headers.set('content-type', 'application/json')
  return new Request(url, { method: endpoint.method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

function describeIssues(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
    .join('; ')
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/**
 * Calls one endpoint of the contract and returns its validated `data`.
 * 404 → the router's notFound(); 401 → UnauthorizedError; other failures → ApiRequestError with the API's
 * localized message; an answer outside the contract → ApiContractError with a log line naming the fields.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  context: ApiCallContext,
): Promise<EndpointData<E>> {
  const request = buildApiRequest(endpoint, input, context)
  const where = `${endpoint.method} ${endpoint.path}`
  let response: Response
  try {
    response = await context.transport(request, transportOptionsOf(context))
  } catch (error) {
    log.error('api', `${where} could not be reached`, { error })
    throw new ApiRequestError(503, 'UNAVAILABLE', context.unavailableMessage)
  }

  const json = await readJson(response)
  if (!response.ok) {
    const parsed = v.safeParse(errorBody, json)
    const message = parsed.success ? parsed.output.error.message : context.unavailableMessage
    if (response.status === 404) throw notFound()
    if (response.status === 401) throw new UnauthorizedError(message)
    if (!parsed.success) {
      log.error('api', `${where} answered ${response.status} without an error body`)
      throw new ApiRequestError(response.status, 'ERROR', message)
    }
    const { code, fields } = parsed.output.error
    if (!fields) throw new ApiRequestError(response.status, code, message)
    const fieldMessages = Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, problem.message]))
    throw new ApiFieldRefusal(response.status, code, message, fieldMessages)
  }

  const parsed = v.safeParse(dataBody(endpoint.data), json)
  if (!parsed.success) {
    log.error('api', `${where} answered outside the contract`, { issues: describeIssues(parsed.issues) })
    throw new ApiContractError(context.unavailableMessage)
  }
  // What the page shows, for a shared cache's purge (docs/decisions/0054).
  noteSurrogateKeys(response.headers.get(SURROGATE_KEY_HEADER))
  return parsed.output.data as EndpointData<E>
}

/** A body passed through as it came (a browser's multipart form), never parsed or buffered by the site. */
export interface RawBody {
  stream: ReadableStream<Uint8Array>
  contentType: string
  contentLength?: string
}

export function buildRawApiRequest(endpoint: Endpoint, raw: RawBody, context: ApiCallContext, clientIp?: string): Request {
  const headers = new Headers({ accept: 'application/json', 'accept-language': context.locale, 'content-type': raw.contentType })
  if (raw.contentLength) headers.set('content-length', raw.contentLength)
  if (context.token) headers.set('authorization', authorization(context))
  if (clientIp) headers.set('x-forwarded-for', clientIp)
  // An API may refuse an upload mid-stream and close the connection; a fresh one per upload means no later
  // call is sent on a connection the API is closing.
  headers.set('connection', 'close')
  return new Request(`${context.baseUrl}${fillPath(endpoint.path, undefined)}`, {
    method: endpoint.method,
    headers,
    body: raw.stream,
    duplex: 'half',
  } as RequestInit)
}

/**
 * Streams a raw body to one endpoint and returns the API's response untouched (status, headers, body), for
 * a site endpoint that passes the answer on. Only a transport failure throws (ApiRequestError 503).
 */
export async function forwardToApi(
  endpoint: Endpoint,
  raw: RawBody,
  context: ApiCallContext,
  options: TransportOptions = {},
): Promise<Response> {
  const request = buildRawApiRequest(endpoint, raw, context, options.clientIp)
  try {
    return await context.transport(request, options)
  } catch (error) {
    log.error('api', `${endpoint.method} ${endpoint.path} could not be reached`, { error })
    throw new ApiRequestError(503, 'UNAVAILABLE', context.unavailableMessage)
  }
}

/** A call whose answer is a file, not `{ data }` (an attachment, an export): its method, path and roles. */
export type FileCall = Pick<Endpoint, 'method' | 'path' | 'roles'>
export interface FileCallInput {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
}

/**
 * Sends one call whose answer is a file and returns the API's response untouched (status, headers, the body as a
 * stream), for a site route that passes it on. Only a transport failure throws (ApiRequestError 503).
 */
export async function fetchFileFromApi(call: FileCall, input: FileCallInput, context: ApiCallContext): Promise<Response> {
  const request = buildApiRequest({ ...call, data: undefined } as unknown as Endpoint, input as never, context)
  request.headers.set('accept', '*/*')
  try {
    return await context.transport(request, transportOptionsOf(context))
  } catch (error) {
    log.error('api', `${call.method} ${call.path} could not be reached`, { error })
    throw new ApiRequestError(503, 'UNAVAILABLE', context.unavailableMessage)
  }
}
