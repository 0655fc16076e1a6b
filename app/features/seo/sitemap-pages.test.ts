import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '~/api/api-errors'
import type { Endpoint } from '~/api/contract/endpoint'

/** A new site's API (decision 123): every list empty, the legal pages published, the other long-form pages unwritten. */
vi.mock('~/api/api-client.server', () => ({
  api: async (endpoint: Endpoint, input: { params?: { name?: string } }) => {
    if (endpoint.path !== '/page/:name') return { items: [], total: 0 }
    if (input.params?.name === 'terms' || input.params?.name === 'privacy') return { noindex: false }
    throw new ApiRequestError(404, 'NOT_FOUND', 'not found')
  },
}))

const { sitemapPages } = await import('./sitemap.server')

describe('the sitemap of a new site', () => {
  it('leaves out the long-form pages no one has published, and keeps the published ones', async () => {
    const paths = (await sitemapPages()).map((page) => page.path)
    expect(paths).toContain('/terms')
    expect(paths).toContain('/privacy')
    expect(paths).not.toContain('/company/vision')
    expect(paths).not.toContain('/research/intro')
    expect(paths).not.toContain('/business/showroom')
  })
})
