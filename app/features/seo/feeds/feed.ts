import type { Locale } from '~/i18n/locales'

/**
 * The site's feeds (issue 40 §2, decision 81): news, press, and research (patents and papers together), each in RSS
 * 2.0 and Atom, in each language, at `/feeds/<name>.<format>?lang=…`.
 */
export const feedNames = ['news', 'press', 'research'] as const
export type FeedName = (typeof feedNames)[number]
export const feedFormats = ['rss', 'atom'] as const
export type FeedFormat = (typeof feedFormats)[number]

/** The newest items a feed carries. */
export const FEED_SIZE = 20

export const feedMediaTypes: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
}

/** A feed's address on the site, without its language (`/feeds/news.rss`). */
export const feedPath = (name: FeedName, format: FeedFormat) => `/feeds/${name}.${format}`

/** The feed a `/feeds/…` address names, or none. */
export function parseFeedFile(file: string): { name: FeedName; format: FeedFormat } | undefined {
  const [name, format, ...rest] = file.split('.')
  if (rest.length > 0) return undefined
  const known = feedNames.find((each) => each === name)
  const knownFormat = feedFormats.find((each) => each === format)
  return known && knownFormat ? { name: known, format: knownFormat } : undefined
}

/** One item of a feed: its page (or, for a press item, the outlet's article) and when it was published and changed. */
export interface FeedEntry {
  /** A permanent identifier: the item's page on the site, or a tag URI for an item with no page of its own. */
  id: string
  title: string
  link: string
  summary?: string
  /** ISO 8601 instants. */
  published: string
  updated: string
}

export interface Feed {
  locale: Locale
  title: string
  description: string
  /** The list page the feed follows, in the feed's language. */
  pageUrl: string
  /** The feed's own address, in its format and language. */
  selfUrl: string
  author: string
  entries: readonly FeedEntry[]
}
