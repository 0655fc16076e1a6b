import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ContentDashboard as Dashboard } from '~/api/contract/content-dashboard-endpoints'
import { m } from '~/paraglide/messages'
import { contentDashboardQuery } from '../dashboard-queries'
import { ContentDashboard } from './content-dashboard'

const at = '2026-11-30T01:00:00.000Z'
const edit = { action: 'content.draft', at, by: '편집자' }

/** The dashboard as the API answered `data`, rendered as the server renders it (the console's links on a router of one route). */
function rendered(data: Dashboard): string {
  const root = createRootRoute()
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/admin/$' })]),
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  })
  const queries = new QueryClient()
  queries.setQueryData(contentDashboardQuery().queryKey, data)
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <QueryClientProvider client={queries}>
        <ContentDashboard />
      </QueryClientProvider>
    </RouterContextProvider>,
  )
}

/** What the region of `heading` says, its markup's tags dropped except links (`<a …>text</a>` kept as `[text]`). */
function region(html: string, heading: string): string {
  const start = html.indexOf(`>${heading}</h2>`)
  const end = html.indexOf('</section>', start)
  return html
    .slice(start, end)
    .replace(/<a [^>]*>(.*?)<\/a>/g, '[$1]')
    .replace(/<[^>]+>/g, ' ')
}

describe('the editors’ dashboard', () => {
  const html = rendered({
    kinds: [],
    scheduled: [],
    drafts: [
      { kind: 'pages', id: 5, title: 'terms', updatedAt: at, updatedBy: null },
      { kind: 'news', id: 90, title: '', updatedAt: at, updatedBy: null },
      { kind: 'news', id: 91, title: 'Lab news', titleLocale: 'en-US', updatedAt: at, updatedBy: null },
    ],
    recentEdits: [
      { kind: 'news', id: '91', title: 'Lab news', titleLocale: 'en-US', ...edit },
      { kind: 'news', id: '92', ...edit, action: 'content.delete' },
    ],
  })

  it('names a long-form page by its page, an item with no title in words, and others in their title’s language', () => {
    const drafts = region(html, m.admin_dashboard_latest_drafts())
    expect(drafts).toContain(`[${m.page_terms()}]`)
    expect(drafts).not.toContain('terms')
    expect(drafts).toContain(`[${m.admin_post_untitled()}]`)
    expect(drafts).not.toContain('#90')
    expect(html).toMatch(/<a [^>]*lang="en-US"[^>]*>Lab news<\/a>/)
  })

  it('says an item deleted since was deleted, and links it nowhere', () => {
    const edits = region(html, m.admin_dashboard_recent_edits())
    expect(edits).toContain('[Lab news]')
    expect(edits).toContain(m.admin_dashboard_item_deleted())
    expect(edits).not.toContain('#92')
    expect(edits.match(/\[/g)).toHaveLength(1)
  })
})
