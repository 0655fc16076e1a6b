import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { PageOf } from '~/api/contract/envelope'
import { MAX_PAGE, MAX_PAGE_SIZE } from '~/api/contract/query-params'
import { feedFormats, feedNames, feedPath } from './feeds/feed'
import { type DetailKind, detailPath, detailRoutes, listedPaths } from './sitemap-routes'
import type { SitemapPage } from './sitemap-xml'

interface ListedItem {
  id: number
  /** When the item last changed, as far as the list tells. */
  lastModified?: string
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
    })),
  patent: async () =>
    (await everyItem((page) => api(contentEndpoints.patentList, query(page)))).map((item) => ({
      id: item.id,
      lastModified: item.modifiedAt ?? item.registeredAt ?? item.filedAt,
    })),
  thesis: async () =>
    (await everyItem((page) => api(contentEndpoints.thesisList, query(page)))).map((item) => ({
      id: item.id,
      lastModified: item.modifiedAt,
    })),
}

/** Every public page: the listed routes, the feeds (decision 81), then every detail page of every kind. */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const details = await Promise.all(
    detailRoutes.map(async ({ template, kind }) =>
      (await listItems[kind]()).map((item) => ({ path: detailPath(template, item.id), lastModified: item.lastModified })),
    ),
  )
  const feeds = feedNames.flatMap((name) => feedFormats.map((format) => ({ path: feedPath(name, format) })))
  return [...listedPaths.map((path) => ({ path })), ...feeds, ...details.flat()]
}
