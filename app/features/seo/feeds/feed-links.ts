import { localizedUrl } from '~/i18n/localized-url'
import { getLocale } from '~/paraglide/runtime'
import { type FeedName, feedFormats, feedMediaTypes, feedPath } from './feed'

const formatNames = { rss: 'RSS', atom: 'Atom' } as const

/** A list page's links to its feed in both formats, in the page's language, for its `<head>` (feed readers find them). */
export function feedLinks(name: FeedName, title: string) {
  return feedFormats.map((format) => ({
    rel: 'alternate',
    type: feedMediaTypes[format],
    title: `${title} (${formatNames[format]})`,
    href: localizedUrl('', feedPath(name, format), {}, getLocale()),
  }))
}
