import { env } from '~/config/env.server'
import { resolveSiteConfig } from '~/config/site-config.server'
import { langFromUrl } from '~/i18n/lang-redirect'
import { localizedUrl } from '~/i18n/localized-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { log } from '~/server/logging/log.server'
import { type Feed, type FeedName, feedMediaTypes, feedPath, parseFeedFile } from './feed'
import { feedEntries } from './feed-entries.server'
import { atomXml, rssXml } from './feed-xml'

/** What each feed is called and the page it follows, in the request's language. */
const feedPages: Record<FeedName, { section: () => string; description: () => string; path: string }> = {
  news: { section: m.nav_pr_news, description: m.meta_news_description, path: '/news' },
  press: { section: m.nav_pr_press, description: m.meta_press_description, path: '/press' },
  research: {
    section: m.nav_research,
    description: () => `${m.nav_research_patent()} · ${m.nav_research_thesis()}`,
    path: '/research/intro',
  },
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

/**
 * A feed (`/feeds/news.rss?lang=en-US`) in the language its address names; an address without one is sent to the one
 * with the visitor's, as a page's is. Kept a minute by browsers and caches, and named by what it shows (the lists'
 * surrogate keys, security-headers-middleware.ts), so that a change purges it with them.
 */
export async function feedResponse(url: URL, file: string): Promise<Response> {
  const wanted = parseFeedFile(file)
  if (!wanted) return plain(404, 'No such feed.\n')
  const locale = getLocale()
  if (!langFromUrl(url)) {
    const location = localizedUrl(url.origin, url.pathname, {}, locale).slice(url.origin.length)
    return new Response(null, {
      status: 302,
      headers: { location, 'cache-control': 'no-store', vary: 'accept-language, cookie' },
    })
  }
  const siteUrl = env.SITE_URL
  const page = feedPages[wanted.name]
  const { brandName } = resolveSiteConfig(locale)
  try {
    const feed: Feed = {
      locale,
      title: `${brandName} ${page.section()}`,
      description: page.description(),
      pageUrl: localizedUrl(siteUrl, page.path, {}, locale),
      selfUrl: localizedUrl(siteUrl, feedPath(wanted.name, wanted.format), {}, locale),
      author: brandName,
      entries: await feedEntries[wanted.name](siteUrl, locale),
    }
    const body = wanted.format === 'rss' ? rssXml(feed) : atomXml(feed)
    return new Response(body, {
      headers: {
        'content-type': `${feedMediaTypes[wanted.format]}; charset=utf-8`,
        'cache-control': 'public, max-age=60',
      },
    })
  } catch (error) {
    log.error('feed', 'the content API is unavailable', { error })
    return plain(503, 'The feed is unavailable; try again later.\n', { 'retry-after': '300' })
  }
}
