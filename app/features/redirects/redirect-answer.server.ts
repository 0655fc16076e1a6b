import { matchRedirect } from '~/api/contract/redirect-matching'
import { countRedirectHit } from './redirect-hits.server'
import { type RedirectTable, redirectTable } from './redirect-table.server'

/**
 * A browser may keep a 301 an hour and a 302 not at all; a shared cache keeps neither (`private`), so that every hit is
 * counted and a changed redirect is never served old from it (a change purges the pages it kept, decision 90).
 */
const cacheControl = { 301: 'private, max-age=3600', 302: 'private, no-cache' } as const

/** The list's answer to `address`; with no redirects, the address is not even parsed. */
function answer(table: RedirectTable, address: string): Response | undefined {
  if (table.byKey.size === 0) return undefined
  const url = new URL(address)
  const found = matchRedirect(table, url.pathname, url.search)
  if (!found) return undefined
  countRedirectHit(found.redirect.id)
  return new Response(null, {
    status: found.redirect.status,
    headers: { location: found.location, 'cache-control': cacheControl[found.redirect.status] },
  })
}

/**
 * The redirect of a GET or HEAD for an old address, answered at the server's entry before the page cache and the
 * framework (decision 90); undefined for every other request. Waits only for the list's first read.
 */
export function redirectAnswer(request: Request): Response | undefined | Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const table = redirectTable()
  if (table instanceof Promise) return table.then((read) => answer(read, request.url))
  return answer(table, request.url)
}

/**
 * Whether an old address's redirect may be the answer to a GET of `url`: it is when the list has not been read yet, or
 * names the address. Read at the server's entry, where a kept page may be answered only when no redirect would be.
 */
export function mayRedirect(url: URL): boolean {
  const table = redirectTable()
  if (table instanceof Promise) return true
  return table.byKey.size > 0 && matchRedirect(table, url.pathname, url.search) !== undefined
}
