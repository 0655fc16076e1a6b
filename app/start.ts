import { createStart } from '@tanstack/react-start'
import { apiRequestErrorAdapter } from '~/api/api-error-serialization'
import { internalErrorAdapter } from '~/components/errors/internal-error-serialization'
import { compressionMiddleware } from '~/server/middleware/compression-middleware'
import { serverFunctionCsrfMiddleware, stateChangingCsrfMiddleware } from '~/server/middleware/csrf-middleware'
import { localeFunctionMiddleware } from '~/server/middleware/locale-function-middleware'
import { localeMiddleware } from '~/server/middleware/locale-middleware'
import { malformedServerFnMiddleware, payloadDecodedMiddleware } from '~/server/middleware/malformed-server-fn-middleware'
import { metricsMiddleware } from '~/server/middleware/metrics-middleware'
import { pageCacheMiddleware } from '~/server/middleware/page-cache-middleware'
import { privatePagesMiddleware } from '~/server/middleware/private-pages-middleware'
import { securityHeadersMiddleware } from '~/server/middleware/security-headers-middleware'

export const startInstance = createStart(() => ({
  // Order matters: the metrics time everything; compression sees the final bytes; the page cache answers before any work; headers wrap everything
  // else (redirects and refusals included), CSRF refuses before any work.
  requestMiddleware: [
    metricsMiddleware,
    compressionMiddleware,
    pageCacheMiddleware,
    securityHeadersMiddleware,
    serverFunctionCsrfMiddleware,
    stateChangingCsrfMiddleware,
    malformedServerFnMiddleware,
    privatePagesMiddleware,
    localeMiddleware,
  ],
  functionMiddleware: [payloadDecodedMiddleware, localeFunctionMiddleware],
  serializationAdapters: [apiRequestErrorAdapter, internalErrorAdapter],
}))
