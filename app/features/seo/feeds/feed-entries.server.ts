import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { seoulDayStart } from '~/i18n/korean-calendar'
import type { Locale } from '~/i18n/locales'
import { localizedUrl } from '~/i18n/localized-url'
import { FEED_SIZE, type FeedEntry, type FeedName } from './feed'

/** A day of the company's calendar (`2026-11-02`) as the instant it began in Korea. */
const koreanDay = (day: string) => seoulDayStart(day).toISOString()

const newest = { query: { page: 1, size: FEED_SIZE } }

/**
 * The newest items of each feed, in the request's language (the API answers in it, Korean where an item has no
 * translation), read from the public lists: what visitors can read now, and only that.
 */
export const feedEntries: Record<FeedName, (siteUrl: string, locale: Locale) => Promise<FeedEntry[]>> = {
  news: async (siteUrl, locale) =>
    (await api(contentEndpoints.newsList, newest)).items.map((item) => {
      const link = localizedUrl(siteUrl, `/news/${item.id}`, {}, locale)
      const published = koreanDay(item.publishedAt)
      return { id: link, link, title: item.title, summary: item.summary, published, updated: item.modifiedAt ?? published }
    }),
  // A press item is the outlet's article: the entry links there, and is named by a tag URI of the site's own.
  press: async (siteUrl) =>
    (await api(contentEndpoints.pressList, newest)).items.map((item) => {
      const published = koreanDay(item.publishedAt)
      const id = `tag:${new URL(siteUrl).hostname},2024:press/${item.id}`
      return { id, link: item.link, title: item.title, summary: item.outlet, published, updated: published }
    }),
  research: async (siteUrl, locale) => {
    const [patents, theses] = await Promise.all([
      api(contentEndpoints.patentList, newest),
      api(contentEndpoints.thesisList, newest),
    ])
    const entries: FeedEntry[] = [
      ...patents.items.map((item) => {
        const link = localizedUrl(siteUrl, `/research/patent/${item.id}`, {}, locale)
        const published = koreanDay(item.registeredAt ?? item.filedAt)
        const summary = `${item.office} ${item.registrationNumber ?? item.applicationNumber}`
        return { id: link, link, title: item.title, summary, published, updated: item.modifiedAt ?? published }
      }),
      ...theses.items.map((item) => {
        const link = localizedUrl(siteUrl, `/research/thesis/${item.id}`, {}, locale)
        // A paper carries its year only: published on its first day.
        const published = koreanDay(`${item.year}-01-01`)
        const summary = `${item.authors.join(', ')} · ${item.journal} (${item.year})`
        return { id: link, link, title: item.title, summary, published, updated: item.modifiedAt ?? published }
      }),
    ]
    return entries.sort((a, b) => b.published.localeCompare(a.published)).slice(0, FEED_SIZE)
  },
}
