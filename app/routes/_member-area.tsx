import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/**
 * The member area (/mypage, /sample): members only. The root route asked afresh who is signed in for this navigation;
 * an anonymous visitor is sent home. On the server the private-pages middleware also keeps these pages out of every
 * cache (config/member-paths.ts).
 */
export const Route = createFileRoute('/_member-area')({
  beforeLoad: ({ context: { member, memberUnavailable } }) => {
    if (member) return { member }
    // An outage is shown as one, not disguised as a sign-out (the cookie is kept for when the API is back).
    if (memberUnavailable) throw new ApiRequestError(503, 'UNAVAILABLE', m.error_default_message())
    throw redirect({ to: '/', search: { lang: getLocale() } })
  },
  component: Outlet,
})
