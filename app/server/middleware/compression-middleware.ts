import { createMiddleware } from '@tanstack/react-start'
import { compressedResponse } from '~/server/compression/compress-response'

/**
 * Gzips the pages the page cache does not keep (members' pages, pages for visitors with a cookie) for browsers that
 * accept it. Outermost, so that it sees the final bytes; the page cache's answers come gzipped already and pass.
 */
export const compressionMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const response = await compressedResponse(request, result.response)
  return response === result.response ? result : response
})
