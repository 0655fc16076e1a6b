import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SiteSetup } from '~/api/contract/site-setup-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { siteSetupQuery } from '../dashboard-queries'
import { SiteSetupCard } from './site-setup-card'

/** The card as `role` sees it for what the API answered, its links kept as `[text](address)`, its other tags dropped. */
function rendered(setup: SiteSetup, role: StaffRole): string {
  const root = createRootRoute()
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/admin/$' })]),
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  })
  const queries = new QueryClient()
  queries.setQueryData(siteSetupQuery().queryKey, setup)
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <QueryClientProvider client={queries}>
        <SiteSetupCard role={role} />
      </QueryClientProvider>
    </RouterContextProvider>,
  )
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g, '[$2]($1)')
    .replace(/<[^>]+>/g, ' ')
}

describe('the dashboard’s first-run card', () => {
  it('links each step a new site lacks to where it is done', () => {
    const text = rendered({ missing: ['company', 'legal-pages', 'news', 'pharmacies'], demoItems: 0 }, 'editor')
    expect(text).toContain(`[${m.admin_site_setup_company()}](/admin/company)`)
    expect(text).toContain(`[${m.admin_site_setup_legal_pages()}](/admin/site-content/pages)`)
    expect(text).toContain(`[${m.admin_site_setup_news()}](/admin/posts/news/new)`)
    expect(text).toContain(`[${m.admin_site_setup_pharmacies()}](/admin/pharmacies/import)`)
    expect(text).not.toContain(m.admin_site_setup_demo_remove())
  })

  it('says how much demo content the site shows, offers its removal to admins and tells editors who can remove it', () => {
    const setup = { missing: ['company' as const], demoItems: 540 }
    const admin = rendered(setup, 'admin')
    expect(admin).toContain(m.admin_site_setup_demo({ count: '540' }))
    expect(admin).toContain(m.admin_site_setup_demo_remove())
    const editor = rendered(setup, 'editor')
    expect(editor).toContain(m.admin_site_setup_demo({ count: '540' }))
    expect(editor).not.toContain(m.admin_site_setup_demo_remove())
    expect(editor).toContain(m.admin_site_setup_demo_admins_only())
  })

  it('is gone once every step is done and no demo item is left', () => {
    expect(rendered({ missing: [], demoItems: 0 }, 'admin').trim()).toBe('')
  })
})
