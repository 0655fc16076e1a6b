import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { m } from '~/paraglide/messages'

/** The server-function calls whose payload the framework decoded: their function middleware ran. */
const decoded = new WeakSet<Request>()

/** First of the function middleware: notes that the call's payload was decoded and its handler is next. */
export const payloadDecodedMiddleware = createMiddleware({ type: 'function' }).server(({ next }) => {
  decoded.add(getRequest())
  return next()
})

/**
 * A server-function call whose payload the framework could not decode (not JSON, not its serialization format)
 * fails before any of our code runs, and the framework answers 500: it is the caller's mistake, so 400. A 5xx from
 * a call that was decoded is a real failure and stays one.
 */
export const malformedServerFnMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const result = await next()
  if (handlerType !== 'serverFn' || result.response.status < 500 || decoded.has(request)) return result
  return Response.json(
    { error: { status: 400, code: 'BAD_REQUEST', message: m.api_error_bad_request() } },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  )
})
