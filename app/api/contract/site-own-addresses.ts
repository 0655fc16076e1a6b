import { siteRouteOf } from './site-route-match'
import { publicFolderNames } from './site-routes.gen'

/**
 * The addresses the site answers itself, in every spelling something between a visitor and the site might treat as
 * the same (decision 111): what a redirect's old address may never be, lest an editor send members who follow a link to
 * the sign-in page to another host. Its pages are the route tree's (site-route-match.ts); besides them the site
 * serves public/'s files, the build's `/assets/`, Start's server functions (`/_serverFn/`), the `/.well-known/`
 * addresses other services look for, and whatever `favicon.*` a browser asks for.
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

export type OwnAddress = { kind: 'page'; page: string } | { kind: 'file' }

/**
 * Whether the site answers `pathname` (a URL's path) itself, as a page (with the page's own address) or a file, as
 * sent or in a lenient spelling of it; undefined when the address is free for a redirect.
 */
export function siteOwnAddress(pathname: string): OwnAddress | undefined {
  const segments = lenientPathOf(pathname)
  const first = (segments[0] ?? '').toLowerCase()
  if (fileFolders.has(first) || (segments.length === 1 && FAVICON.test(first))) return { kind: 'file' }
  const lenient = new URL(`/${segments.join('/')}`, 'http://site.invalid').pathname
  const match = siteRouteOf(pathname) ?? siteRouteOf(lenient)
  return match ? { kind: 'page', page: match.canonicalPath } : undefined
}

/** The key two spellings of one path share, for telling that a redirect leads back to an old address. */
export const lenientKeyOf = (pathname: string) => `/${lenientPathOf(pathname).join('/').toLowerCase()}`
