import { QueryClient, queryOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '~/config/site-config'
import { postDetailHead } from './post-detail-head'
import { loadPostDetail } from './post-detail-loader'

const token = `${Math.floor(Date.now() / 1000).toString(36)}-${'A'.repeat(43)}`
const reads: string[] = []
const itemQuery = (locale: string, id: number, draftToken: string | undefined) =>
  queryOptions({
    queryKey: [locale, 'item', id, draftToken ?? 'published'],
    queryFn: async () => {
      reads.push(draftToken ? 'draft' : 'published')
      return { title: draftToken ? 'Draft' : 'Published', text: 'Its text', noindex: false }
    },
  })

const loading = (queryClient: QueryClient, preview: string | undefined, preload = false) =>
  loadPostDetail({ context: { queryClient }, params: { id: '7' }, deps: { preview }, preload }, itemQuery, (item) => item.text)
const heading = (queryClient: QueryClient, preview: string | undefined) =>
  postDetailHead(
    {
      match: { search: { preview }, context: { queryClient, site: {} as SiteConfig }, pathname: '/news/7' },
      params: { id: '7' },
      loaderData: { description: 'Its text' },
    },
    itemQuery,
    {
      articleHead: (item) => (item ? { meta: [{ property: 'og:type', content: 'article' }] } : {}),
      links: () => [{ rel: 'modulepreload', href: '/messages.js' }],
    },
  )

describe('the loader and head of a news, patent or paper page', () => {
  it('reads the item for the breadcrumb and the description, and heads the page with its tags', async () => {
    const queryClient = new QueryClient()
    expect(await loading(queryClient, undefined)).toEqual({ crumb: 'Published', description: 'Its text' })
    expect(heading(queryClient, undefined)).toEqual({
      meta: [{ property: 'og:type', content: 'article' }],
      links: [{ rel: 'modulepreload', href: '/messages.js' }],
    })
  })

  it('reads a draft only when its page is opened, and keeps it out of search engines and referrers', async () => {
    const queryClient = new QueryClient()
    reads.length = 0
    expect(await loading(queryClient, token, true)).toBeUndefined()
    expect(reads).toEqual([])
    expect(await loading(queryClient, token)).toEqual({ crumb: 'Draft', description: 'Its text' })
    expect(heading(queryClient, token).meta).toEqual([
      { property: 'og:type', content: 'article' },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ])
  })
})
