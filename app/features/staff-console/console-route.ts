import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import { consoleMessagesLinks, loadConsoleMessages } from '~/i18n/admin-messages'
import { isConsoleLocale } from '~/i18n/console-locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { type ConsoleTarget, parseConsoleAddress } from './address/console-addresses'
import { consoleLinkOptions } from './address/console-link'
import { currentStaffQuery } from './console-queries'
import { isSignInAddress } from './console-sections'
import { returnToInPageLanguage } from './sign-in/console-return-to'

interface GuardInput {
  context: { queryClient: QueryClient }
  location: ParsedLocation
  params: { _splat?: string }
}

/**
 * The console's guard, at every console navigation (decision 32): a page in a language the console does not speak is
 * loaded afresh, for the server to pick one it speaks; the console's messages load; who is signed in is asked afresh
 * (the staff cookie only: a member's session never counts). Without a staff session every page but sign-in and an
 * invitation goes to sign-in, with a same-site way back; a signed-in staff member at sign-in goes on to where they were
 * going, in the page's language.
 */
export async function guardConsole({ context, location, params }: GuardInput) {
  if (!isConsoleLocale(getLocale())) {
    throw redirect({ href: location.href, reloadDocument: true })
  }
  const [lookup] = await Promise.all([context.queryClient.fetchQuery(currentStaffQuery()), loadConsoleMessages()])
  const { staff, unavailable } = lookup
  const address = parseConsoleAddress(params._splat, location.search as Record<string, unknown>)
  if (address && isSignInAddress(address)) {
    if (staff && address.section === 'login') {
      const { returnTo } = address.search
      throw returnTo
        ? redirect({ href: returnToInPageLanguage(returnTo, getLocale()) })
        : redirectTo({ section: 'dashboard', view: 'overview' })
    }
    return { staff }
  }
  if (staff) return { staff }
  if (unavailable) throw new ApiRequestError(503, 'UNAVAILABLE', m.api_error_unavailable())
  throw redirectTo({ section: 'login', view: 'form', search: { returnTo: location.href } })
}

/** A redirect to a console address, in the page's language. */
function redirectTo(target: ConsoleTarget) {
  const options = consoleLinkOptions(target)
  return redirect({ ...options, search: { ...options.search, lang: getLocale() } })
}

/** Never indexed (robots.txt disallows /admin too); the console's catalogues linked for the first load. */
export function consoleHead() {
  return { meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: consoleMessagesLinks() }
}
