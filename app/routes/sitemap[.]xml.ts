import { createFileRoute } from '@tanstack/react-router'
import { env } from '~/config/env.server'
import { sitemapPages } from '~/features/seo/sitemap.server'
import { sitemapXml } from '~/features/seo/sitemap-xml'
import { log } from '~/server/logging/log.server'

/** Every public page and every news article, patent and paper, in the five languages. */
async function handle(): Promise<Response> {
  try {
    const body = sitemapXml(env.SITE_URL, await sitemapPages())
    return new Response(body, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' },
    })
  } catch (error) {
    log.error('sitemap', 'the content API is unavailable', { error })
    return new Response('The sitemap is unavailable; try again later.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' },
    })
  }
}

export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: handle } },
})
