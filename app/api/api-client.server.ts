import { API_BASE_PATH } from '~/backend/app'
import { getBackend } from '~/backend/backend.server'
import { env } from '~/config/env.server'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { type ApiCallContext, type ApiTransport, callApi } from './client'
import type { Endpoint, EndpointData, EndpointInput } from './contract/endpoint'
import { httpTransport } from './http-transport'

/** The built-in backend answers in-process: the same Request and Response, no network hop. */
const inProcessTransport: ApiTransport = async (request) => (await getBackend()).app.fetch(request)

const transport: ApiTransport = env.API_BASE_URL ? httpTransport(env.API_TIMEOUT_MS) : inProcessTransport
const baseUrl = env.API_BASE_URL ?? `http://in-process${API_BASE_PATH}`

/** Calls the API for the current request: its language and, when signed in, its member's token. */
export function api<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, token?: string): Promise<EndpointData<E>> {
  const context: ApiCallContext = {
    transport,
    baseUrl,
    locale: getLocale(),
    token,
    unavailableMessage: m.api_error_unavailable(),
  }
  return callApi(endpoint, input, context)
}
