import { createMiddleware } from '@tanstack/react-start'
import { sitePathOf } from '~/api/contract/site-route-match'
import { isConsolePath } from '~/config/console-paths'
import { isDocumentRequest, langFromUrl, langRedirectLocation } from '~/i18n/lang-redirect'
import { consoleLanguageCookie } from '~/i18n/language-scopes'
import { detectLocale, LOCALE_HEADER, parseLocale } from '~/i18n/locales'
import { runWithLocale } from '~/i18n/request-locale.server'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/**
 * Pages: a document request without a valid `lang` is redirected to the same URL with the detected one.
 * Everything else (server functions, API, files) runs in the locale it names, or the detected one. A console page
 * keeps its language in the console's cookie (decision 114).
 */
export const localeMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const url = new URL(request.url)
  const page = handlerType === 'router' && isDocumentRequest(request, url)
  if (page) {
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
  const result = await runWithLocale(locale, () => next())
  const cookie =
    page && isConsolePath(sitePathOf(url.pathname))
      ? consoleLanguageCookie(request.headers.get('cookie'), locale, isHttpsRequest(request))
      : undefined
  if (!cookie) return result
  const headers = new Headers(result.response.headers)
  headers.append('set-cookie', cookie)
  const { status, statusText, body } = result.response
  return new Response(body, { status, statusText, headers })
})
