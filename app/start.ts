import { createStart } from '@tanstack/react-start'
import { apiRequestErrorAdapter } from '~/api/api-error-serialization'
import { serverFunctionCsrfMiddleware, stateChangingCsrfMiddleware } from '~/middleware/csrf-middleware'
import { localeFunctionMiddleware } from '~/middleware/locale-function-middleware'
import { localeMiddleware } from '~/middleware/locale-middleware'
import { privatePagesMiddleware } from '~/middleware/private-pages-middleware'
import { securityHeadersMiddleware } from '~/middleware/security-headers-middleware'

export const startInstance = createStart(() => ({
  // Order matters: headers wrap everything (redirects and refusals included), CSRF refuses before any work.
  requestMiddleware: [
    securityHeadersMiddleware,
    serverFunctionCsrfMiddleware,
    stateChangingCsrfMiddleware,
    privatePagesMiddleware,
    localeMiddleware,
  ],
  functionMiddleware: [localeFunctionMiddleware],
  serializationAdapters: [apiRequestErrorAdapter],
}))
