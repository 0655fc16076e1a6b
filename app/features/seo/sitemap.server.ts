import { api } from '~/api/api-client.server'
import { ApiRequestError } from '~/api/api-errors'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { PageOf } from '~/api/contract/envelope'
import { MAX_PAGE, MAX_PAGE_SIZE } from '~/api/contract/query-params'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import { sitePagePaths } from '../static-pages/site-pages'
import { feedFormats, feedNames, feedPath } from './feeds/feed'
import { type DetailKind, detailPath, detailRoutes, listedPaths } from './sitemap-routes'
import type { SitemapPage } from './sitemap-xml'

interface ListedItem {
  id: number
  /** When the item last changed, as far as the list tells. */
  lastModified?: string
  /** Staff asked search engines to leave its page out (decision 89): the sitemap does too. */
  noindex?: boolean
}

/** Every item of a list, read page by page at the largest page size the API answers. */
async function everyItem<T>(readPage: (page: number) => Promise<PageOf<T>>): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; page <= MAX_PAGE; page += 1) {
    const result = await readPage(page)
    items.push(...result.items)
    if (result.items.length === 0 || items.length >= result.total) break
  }
  return items
}

const query = (page: number) => ({ query: { page, size: MAX_PAGE_SIZE } })

/**
 * The ids and the last change of every news article, patent and paper visitors can read now (the API lists only
 * those); ids are the same in every language. The last change is the item's last publication when the API tells it,
 * else the date it carries.
 */
const listItems: Record<DetailKind, () => Promise<ListedItem[]>> = {
  news: async () =>
    (await everyItem((page) => api(contentEndpoints.newsList, query(page)))).map((item) => ({
      id: item.id,
      lastModified: item.modifiedAt ?? item.publishedAt,
      noindex: item.noindex,
    })),
  patent: async () =>
    (await everyItem((page) => api(contentEndpoints.patentList, query(page)))).map((item) => ({
      id: item.id,
      lastModified: item.modifiedAt ?? item.registeredAt ?? item.filedAt,
      noindex: item.noindex,
    })),
  thesis: async () =>
    (await everyItem((page) => api(contentEndpoints.thesisList, query(page)))).map((item) => ({
      id: item.id,
      lastModified: item.modifiedAt,
      noindex: item.noindex,
    })),
}

/** A long-form page no visitor can read: not published, as the pages a new site has not written yet (decision 123). */
const unpublished = (error: unknown) => error instanceof ApiRequestError && error.status === 404

/**
 * The long-form pages left out: those staff marked noindex (decision 89) and those not published; a page that cannot
 * be read now for another reason is left as listed.
 */
async function unlistedPagePaths(): Promise<Set<string>> {
  const names = await Promise.all(
    sitePageNames.map(async (name) => {
      const page = await api(contentEndpoints.page, { params: { name } }).catch((error: unknown) =>
        unpublished(error) ? { noindex: true } : undefined,
      )
      return page?.noindex ? [sitePagePaths[name]] : []
    }),
  )
  return new Set(names.flat())
}

/**
 * Every public page: the listed routes, the feeds (decision 81), then every detail page of every kind; without the
 * pages and items staff marked noindex.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const [details, unlisted] = await Promise.all([
    Promise.all(
      detailRoutes.map(async ({ template, kind }) =>
        (await listItems[kind]())
          .filter((item) => !item.noindex)
          .map((item) => ({ path: detailPath(template, item.id), lastModified: item.lastModified })),
      ),
    ),
    unlistedPagePaths(),
  ])
  const feeds = feedNames.flatMap((name) => feedFormats.map((format) => ({ path: feedPath(name, format) })))
  const listed = listedPaths.filter((path) => !unlisted.has(path)).map((path) => ({ path }))
  return [...listed, ...feeds, ...details.flat()]
}
