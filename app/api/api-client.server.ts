import { inProcessBaseUrl, inProcessTransport } from '~/backend/in-process-transport.server'
import { env } from '~/config/env.server'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import {
  type ApiCallContext,
  type ApiTransport,
  callApi,
  type FileCall,
  type FileCallInput,
  fetchFileFromApi,
  forwardToApi,
  type RawBody,
  type TransportOptions,
} from './client.server'
import type { Endpoint, EndpointData, EndpointInput } from './contract/endpoint'
import { httpTransport } from './http-transport'

const transport: ApiTransport = env.API_BASE_URL ? httpTransport(env.API_TIMEOUT_MS) : inProcessTransport
const baseUrl = env.API_BASE_URL ?? inProcessBaseUrl

export interface ApiCallOptions {
  /** The member's token, when the call is made for a signed-in member (or a staff member's, with `tokenScheme`). */
  token?: string
  /** `Bearer` for a staff member's token: the admin API wants the scheme, the member API the bare token. */
  tokenScheme?: 'Bearer'
  /** The visitor's address, for the API's per-IP limits. */
  clientIp?: string
  /** The visitor's User-Agent, for a sign-in: its session records it. */
  userAgent?: string
}

/**
 * A call made for the current request: in its language, with the caller's token and the visitor's address. The token
 * is the visitor's (a cookie's), so the backend takes it for a session's only, never for the machine credential.
 */
function currentRequestContext({ token, tokenScheme, clientIp, userAgent }: ApiCallOptions): ApiCallContext {
  return {
    transport,
    baseUrl,
    locale: getLocale(),
    token,
    tokenScheme,
    clientIp,
    userAgent,
    unavailableMessage: m.api_error_unavailable(),
    forVisitor: true,
  }
}

/** Calls the API for the current request: its language and, when signed in, its member's token. */
export function api<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: ApiCallOptions = {},
): Promise<EndpointData<E>> {
  return callApi(endpoint, input, currentRequestContext(options))
}

/** Calls an endpoint whose answer is a file (an attachment, an export) for the current request; the response to stream on. */
export function apiFile(call: FileCall, input: FileCallInput, { token, tokenScheme, clientIp }: ApiCallOptions = {}) {
  return fetchFileFromApi(call, input, currentRequestContext({ token, tokenScheme, clientIp }))
}

/**
 * A call the site makes for itself, for no visitor and outside any request's language (the redirects it answers, the
 * hits it reports): in the base language, and marked so for the in-process backend (a binding no visitor can send).
 */
export function siteApi<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointData<E>> {
  return callApi(endpoint, input, {
    transport,
    baseUrl,
    locale: baseLocale,
    unavailableMessage: m.api_error_unavailable({}, { locale: baseLocale }),
    siteItself: true,
  })
}

/** Streams a raw body (an upload) to the API for the current request and returns its response untouched. */
export function apiForward(
  endpoint: Endpoint,
  raw: RawBody,
  options: TransportOptions & { locale?: string } = {},
): Promise<Response> {
  const context: ApiCallContext = {
    transport,
    baseUrl,
    locale: options.locale ?? getLocale(),
    unavailableMessage: m.api_error_unavailable({}, { locale: (options.locale ?? getLocale()) as ReturnType<typeof getLocale> }),
  }
  return forwardToApi(endpoint, raw, context, options)
}
