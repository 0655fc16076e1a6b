import { createMiddleware } from '@tanstack/react-start'
import { LOCALE_HEADER } from '~/i18n/locales'
import { getLocale } from '~/paraglide/runtime'

/** Every server-function call from the browser runs on the server in the page's locale. */
export const localeFunctionMiddleware = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [LOCALE_HEADER]: getLocale() } }),
)
