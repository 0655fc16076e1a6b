import { createFileRoute } from '@tanstack/react-router'
import { feedResponse } from '~/features/seo/feeds/feed-response.server'

/** The news, press and research feeds in RSS 2.0 and Atom (`/feeds/news.rss?lang=…`, decision 81). */
export const Route = createFileRoute('/feeds/$file')({
  server: { handlers: { GET: ({ request, params }) => feedResponse(new URL(request.url), params.file) } },
})
