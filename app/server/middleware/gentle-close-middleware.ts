import { createMiddleware } from '@tanstack/react-start'
import { closedGently } from '~/server/http/gentle-close'

/**
 * A refusal that closes the connection before the request's body was read reaches a client still sending (an upload
 * over the limit, or over the cap on uploads at once): see closedGently. Outermost, so that it sees every refusal.
 */
export const gentleCloseMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const response = await closedGently(request, result.response)
  return response === result.response ? result : response
})
