import { createMiddleware } from '@tanstack/react-start'
import { isDocumentRequest, langFromUrl, langRedirectLocation } from '~/i18n/lang-redirect'
import { detectLocale, LOCALE_HEADER, parseLocale } from '~/i18n/locales'
import { runWithLocale } from '~/i18n/request-locale.server'

/**
 * Pages: a document request without a valid `lang` is redirected to the same URL with the detected one.
 * Everything else (server functions, API, files) runs in the locale it names, or the detected one.
 */
export const localeMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const url = new URL(request.url)
  if (handlerType === 'router' && isDocumentRequest(request, url)) {
    const location = langRedirectLocation(request, url)
    if (location) {
      return new Response(null, {
        status: 302,
        headers: { location, 'cache-control': 'no-store', vary: 'accept-language, cookie' },
      })
    }
  }
  const locale =
    (handlerType === 'serverFn' ? parseLocale(request.headers.get(LOCALE_HEADER)) : langFromUrl(url)) ??
    detectLocale({ cookieHeader: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
  return runWithLocale(locale, () => next())
})
