import { createStart } from '@tanstack/react-start'
import { apiRequestErrorAdapter } from '~/api/api-error-serialization'
import { internalErrorAdapter } from '~/components/errors/internal-error-serialization'
import { compressionMiddleware } from '~/middleware/compression-middleware'
import { serverFunctionCsrfMiddleware, stateChangingCsrfMiddleware } from '~/middleware/csrf-middleware'
import { localeFunctionMiddleware } from '~/middleware/locale-function-middleware'
import { localeMiddleware } from '~/middleware/locale-middleware'
import { malformedServerFnMiddleware, payloadDecodedMiddleware } from '~/middleware/malformed-server-fn-middleware'
import { pageCacheMiddleware } from '~/middleware/page-cache-middleware'
import { privatePagesMiddleware } from '~/middleware/private-pages-middleware'
import { securityHeadersMiddleware } from '~/middleware/security-headers-middleware'

export const startInstance = createStart(() => ({
  // Order matters: compression sees the final bytes; the page cache answers before any work; headers wrap everything
  // else (redirects and refusals included), CSRF refuses before any work.
  requestMiddleware: [
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
