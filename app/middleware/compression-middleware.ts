import { createMiddleware } from '@tanstack/react-start'
import { compressedResponse } from '~/compression/compress-response'

/**
 * Gzips text responses for browsers that accept it: pages rendered for members, server functions, API answers.
 * Outermost, so that it sees the final bytes; the page cache's answers come gzipped already and pass through.
 */
export const compressionMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const response = compressedResponse(request, result.response)
  return response === result.response ? result : response
})
