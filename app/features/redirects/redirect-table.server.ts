import { siteApi } from '~/api/api-client.server'
import { redirectEndpoints, type SiteRedirect } from '~/api/contract/redirect-endpoints'
import { builtInBackendEnabled, onPublicContentChange } from '~/backend/mount.server'
import { log } from '~/server/logging/log.server'

/** How long the table is used before it is read again in the background; a change on the built-in backend ends it at once. */
const FRESH_MS = 60_000
/** After a failed read, how long pages go on without redirects before the next try. */
const RETRY_MS = 5_000

export type RedirectTable = ReadonlyMap<string, SiteRedirect>

let table: RedirectTable | undefined
let readAt = 0
let reading: Promise<RedirectTable> | undefined

function read(): Promise<RedirectTable> {
  reading ??= siteApi(redirectEndpoints.siteRedirects, {})
    .then((list) => {
      readAt = Date.now()
      table = new Map(list.map((redirect) => [redirect.from, redirect]))
      return table
    })
    .catch((error: unknown) => {
      // The site answers its pages without redirects rather than not at all; the next try comes soon.
      log.warn('redirects', 'could not read the redirects: pages are answered without them until the next try', { error })
      readAt = Date.now() - FRESH_MS + RETRY_MS
      table ??= new Map()
      return table
    })
    .finally(() => {
      reading = undefined
    })
  return reading
}

let following = false
/** On the built-in backend, a change committed on any process (an editor's save) ends the table at once (decision 36). */
function followChanges(): void {
  if (following || !builtInBackendEnabled) return
  following = true
  onPublicContentChange(() => {
    readAt = 0
  })
}

/**
 * The redirects by from-address (decision 90): read once, then used as they are while fresh and read again in the
 * background when not, so that a request waits for the list only before its first read.
 */
export function redirectTable(): RedirectTable | Promise<RedirectTable> {
  followChanges()
  if (!table) return read()
  if (Date.now() - readAt > FRESH_MS) void read()
  return table
}
