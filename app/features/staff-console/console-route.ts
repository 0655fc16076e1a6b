import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import { consoleMessagesLinks, loadConsoleMessages } from '~/i18n/admin-messages'
import { consoleLocales, isConsoleLocale } from '~/i18n/console-locales'
import { hrefWithLocale } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { currentStaffQuery } from './console-queries'
import { signInPageAt } from './console-sections'
import { consoleReturnTo } from './sign-in/console-return-to'

interface GuardInput {
  context: { queryClient: QueryClient }
  location: ParsedLocation
  params: { _splat?: string }
}

/**
 * The console's guard, at every console navigation (decision 32): a page in a language the console does not speak is
 * reloaded in Korean; the console's messages load; who is signed in is asked afresh (the staff cookie only: a member's
 * session never counts). Without a staff session every page but sign-in and an invitation goes to sign-in, with a
 * same-site way back; a signed-in staff member at sign-in goes on to where they were going.
 */
export async function guardConsole({ context, location, params }: GuardInput) {
  if (!isConsoleLocale(getLocale())) {
    throw redirect({ href: hrefWithLocale(location.href, consoleLocales[0]), reloadDocument: true })
  }
  const [lookup] = await Promise.all([context.queryClient.fetchQuery(currentStaffQuery()), loadConsoleMessages()])
  const { staff, unavailable } = lookup
  const signInPage = signInPageAt(params._splat)
  if (signInPage) {
    if (staff && signInPage === 'login') {
      const search = location.search as Record<string, unknown>
      throw redirect({ href: consoleReturnTo(search.returnTo) ?? hrefWithLocale('/admin', getLocale()) })
    }
    return { staff }
  }
  if (staff) return { staff }
  if (unavailable) throw new ApiRequestError(503, 'UNAVAILABLE', m.api_error_unavailable())
  throw redirect({ to: '/admin/$', params: { _splat: 'login' }, search: { lang: getLocale(), returnTo: location.href } })
}

/** Never indexed (robots.txt disallows /admin too); the console's catalogues linked for the first load. */
export function consoleHead() {
  return { meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: consoleMessagesLinks() }
}
