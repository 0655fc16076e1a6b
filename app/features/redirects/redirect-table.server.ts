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
/** Counts the changes announced: a read begun before the latest is not kept. */
let changes = 0

function read(): Promise<RedirectTable> {
  const readFor = changes
  reading ??= siteApi(redirectEndpoints.siteRedirects, {})
    .then((list) => {
      const read = new Map(list.map((redirect) => [redirect.from, redirect]))
      if (readFor === changes) [table, readAt] = [read, Date.now()]
      return read
    })
    .catch((error: unknown) => {
      // The site answers its pages without redirects rather than not at all; the next try comes soon.
      log.warn('redirects', 'could not read the redirects: pages are answered without them until the next try', { error })
      const kept = table ?? new Map<string, SiteRedirect>()
      if (readFor === changes) [table, readAt] = [kept, Date.now() - FRESH_MS + RETRY_MS]
      return kept
    })
    .finally(() => {
      if (readFor === changes) reading = undefined
    })
  return reading
}

let following = false
/**
 * On the built-in backend, a change committed on any process (an editor's save) ends the table at once (decision 36):
 * the next request waits for the list as it is now, so that a saved redirect answers the very next visitor.
 */
function followChanges(): void {
  if (following || !builtInBackendEnabled) return
  following = true
  onPublicContentChange(() => {
    changes++
    table = undefined
    reading = undefined
  })
}

/**
 * The redirects by from-address (decision 90): read once, then used as they are while fresh and read again in the
 * background when not, so that a request waits for the list only after a change.
 */
export function redirectTable(): RedirectTable | Promise<RedirectTable> {
  followChanges()
  if (!table) return read()
  if (Date.now() - readAt > FRESH_MS) void read()
  return table
}
