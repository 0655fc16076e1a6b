import { type ItemRef, itemPageOf } from './item-pages'
import { siteRouteOf } from './site-route-match'
import { publicFolderNames } from './site-routes.gen'

/**
 * The addresses the site answers itself, in every spelling something between a visitor and the site might treat as
 * the same (decision 111): what a redirect's old address may never be, lest an editor send members who follow a link to
 * the sign-in page to another host. Its pages are the route tree's (site-route-match.ts); besides them the site
 * serves public/'s files, the build's `/assets/`, Start's server functions (`/_serverFn/`), the `/.well-known/`
 * addresses other services look for, and whatever `favicon.*` a browser asks for. An item's page (a news article's, a
 * patent's, a paper's) is the site's only while its item is public: the backend, which holds the items, tells
 * (decision 116).
 */

/** The first segments of the files the site serves besides its routes, compared in lower case. */
const fileFolders = new Set([...publicFolderNames, 'assets', '_serverFn', '.well-known'].map((name) => name.toLowerCase()))
const FAVICON = /^favicon\./

/** Every `%xx` decoded, again while some remain (a `%2573` is an `s` to a server that decodes twice), the malformed left. */
function fullyDecoded(text: string): string {
  let decoded = text
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(decoded); round++) {
    decoded = decoded.replaceAll(/(%[0-9a-f]{2})+/gi, (sequence) => {
      try {
        return decodeURIComponent(sequence)
      } catch {
        return sequence
      }
    })
  }
  return decoded
}

/**
 * A path as the most lenient server would read it: decoded, backslashes as slashes, each segment without its `;x`
 * parameters and its trailing dots and spaces, dot segments resolved, empty segments gone.
 */
function lenientPathOf(pathname: string): string[] {
  const segments: string[] = []
  for (const raw of fullyDecoded(pathname).replaceAll('\\', '/').split('/')) {
    const segment = (raw.split(';')[0] ?? '').trim()
    if (segment === '..') segments.pop()
    else {
      const bare = segment.replace(/[.\s]+$/, '')
      if (bare !== '') segments.push(bare)
    }
  }
  return segments
}

/**
 * What the site answers an address with itself: a page (with the address the site writes it with), a file, or the page
 * of one item by its id (item-pages.ts), with the items its readings name (none for `/news/old-slug`).
 */
export type OwnAddress = { kind: 'page'; page: string } | { kind: 'file' } | { kind: 'item'; page: string; items: ItemRef[] }

/**
 * Whether the site answers `pathname` (a URL's path) itself, as sent or in a lenient spelling of it; undefined when the
 * address is free for a redirect. When the two readings differ, a page or a file outranks an item's page, whose
 * items are those of either reading.
 */
export function siteOwnAddress(pathname: string): OwnAddress | undefined {
  const segments = lenientPathOf(pathname)
  const first = (segments[0] ?? '').toLowerCase()
  if (fileFolders.has(first) || (segments.length === 1 && FAVICON.test(first))) return { kind: 'file' }
  const lenient = new URL(`/${segments.join('/')}`, 'http://site.invalid').pathname
  const matches = [siteRouteOf(pathname), siteRouteOf(lenient)].filter((match) => match !== undefined)
  const itemPages = matches.map((match) => ({ match, item: itemPageOf(match.route.id, match.canonicalPath) }))
  const page = itemPages.find(({ item }) => !item)
  if (page) return { kind: 'page', page: page.match.canonicalPath }
  const [itemPage] = itemPages
  if (!itemPage) return undefined
  const items = new Map<string, ItemRef>()
  for (const { item } of itemPages)
    if (item?.id !== undefined) items.set(`${item.type}:${item.id}`, { type: item.type, id: item.id })
  return { kind: 'item', page: itemPage.match.canonicalPath, items: [...items.values()] }
}

/** The key two spellings of one path share, for telling that a redirect leads back to an old address. */
export const lenientKeyOf = (pathname: string) => `/${lenientPathOf(pathname).join('/').toLowerCase()}`
