import { lateMessagesLoaded, loadLateMessages, messagesPreloadLinks } from 'virtual:client-messages'
import { createRootRouteWithContext, retainSearchParams, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PREVIEW_SEARCH_PARAM } from '~/api/contract/preview-token'
import { ErrorPage } from '~/components/errors/error-page'
import { NotFoundPage } from '~/components/errors/not-found-page'
import { headFrom } from '~/components/page/lazy-head'
import { pageDescription, pageMatch } from '~/components/page/page-name'
import { globalStyles } from '~/components/styles/global-styles'
import { isMemberPath } from '~/config/member-paths'
import { documentQueries } from '~/features/documents/documents-queries'
import { requireMember } from '~/features/member-area/require-member'
import { MEMBER_STALE_MS, memberQuery } from '~/features/sign-in/member-queries'
import { siteConfigQuery } from '~/features/site/site-queries'
import { rootSearchSchema } from '~/i18n/root-search'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { RouterContext } from '~/router'
import { AppLayout } from '~/shell/app-layout'
import { breadcrumbTrail } from '~/shell/breadcrumb-trail'
import { AppHeadContent } from '~/shell/head/app-head-content'
import { documentTitle, fontStylesheets, lateFontsScript } from '~/shell/head/document-head'
import { ogLocaleAlternates } from '~/shell/head/og-locales'

/** The head's tags for search engines and link previews: their code loads after the page's (search-engine-head.ts). */
const searchEngineHeadModule = () => import('~/shell/head/search-engine-head')

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['lang'])] },
  beforeLoad: async ({ context, location, matches }) => {
    // The pages' own descriptions, for the head of a client navigation (on the server, and once loaded, nothing).
    const lateMessages = loadLateMessages().catch(() => {})
    const site = await context.queryClient.ensureQueryData(siteConfigQuery(getLocale()))
    // Every navigation asks who is signed in; the member area never trusts an earlier answer. Its layout
    // (_member-area.tsx) lets only members in, at every address under /mypage and /sample; another address the member
    // rule covers (/news/mypage) gets the same guard here, so that it answers an anonymous visitor as the area does.
    const inMemberArea = isMemberPath(location.pathname)
    const lookup = await context.queryClient.fetchQuery(memberQuery(inMemberArea ? 0 : MEMBER_STALE_MS))
    const memberContext = { member: lookup.member, memberUnavailable: lookup.unavailable, memberExpired: lookup.expired }
    if (inMemberArea && !matches.some((match) => match.routeId === '/_member-area')) requireMember(memberContext, location.href)
    await lateMessages
    return { site, ...memberContext }
  },
  // The deck link in header and footer is not essential: prefetch never throws, and the link is left out on failure.
  loader: ({ context }) => context.queryClient.prefetchQuery(documentQueries.list(getLocale())),
  head: async ({ matches }) => {
    const site = matches[0]?.context.site
    const siteUrl = site?.siteUrl ?? ''
    const locale = getLocale()
    const deepest = matches[matches.length - 1]
    const pathname = deepest?.pathname ?? '/'
    // A draft's preview names the published page as its own (its token is nobody's canonical address).
    const { [PREVIEW_SEARCH_PARAM]: _preview, ...search } = (deepest?.search ?? {}) as Record<string, unknown>
    const page = pageMatch(matches)
    const trail = breadcrumbTrail(matches)
    const title = documentTitle(trail[trail.length - 1]?.label, site?.brandName ?? '')
    const description = lateMessagesLoaded() ? (pageDescription(page) ?? m.site_description()) : writtenDescription()
    const seo = await headFrom(searchEngineHeadModule, ({ searchEngineHead }) =>
      searchEngineHead({ siteUrl, pathname, search, locale, title, description, siteName: site?.brandName ?? '' }, trail),
    )
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title },
        ...(seo.meta ?? []),
        { name: 'theme-color', content: '#16794b' },
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...(seo.links ?? []),
        // Not render-blocking: linked for print, switched to every medium once the page has loaded (decision 14).
        ...fontStylesheets(locale).map((href) => ({ rel: 'stylesheet', href, media: 'print', 'data-late-font': '' })),
        // The page's messages, which the browser entry loads before hydrating (scripts/vite/client-messages.ts).
        ...messagesPreloadLinks(locale),
      ],
      scripts: [{ children: lateFontsScript }, ...(seo.scripts ?? [])],
    }
  },
  shellComponent: RootDocument,
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

/**
 * The description the server wrote, for the head of the page being hydrated: the texts of the pages' own descriptions
 * (`meta_` messages) load once the page is interactive, and a client navigation waits for them (decision 11).
 */
function writtenDescription(): string {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={getLocale()}>
      <head>
        <AppHeadContent />
        {ogLocaleAlternates(getLocale()).map((meta) => (
          <meta key={meta.content} {...meta} />
        ))}
      </head>
      <body className={globalStyles}>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
