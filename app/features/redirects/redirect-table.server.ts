import { siteApi } from '~/api/api-client.server'
import { redirectEndpoints, type SiteRedirect } from '~/api/contract/redirect-endpoints'
import { type RedirectTable as ContractTable, redirectTableOf } from '~/api/contract/redirect-matching'
import { builtInBackendEnabled, onPublicContentChange } from '~/backend/mount.server'
import { env } from '~/config/env.server'
import { log } from '~/server/logging/log.server'
import { answerableRedirects } from './answerable-redirects'

/** How long the table is used before it is read again in the background; a change on the built-in backend ends it at once. */
const FRESH_MS = 60_000
/** After a failed read, how long pages go on without redirects before the next try. */
const RETRY_MS = 5_000

export type RedirectTable = ContractTable<SiteRedirect>

interface TableState {
  table: RedirectTable | undefined
  readAt: number
  reading: Promise<RedirectTable> | undefined
  /** Counts the changes announced: a read begun before the latest is not kept. */
  changes: number
  following: boolean
  /** The ids of the stored redirects last found not to pass the rules, so that each set is logged once. */
  refused: string
}

/**
 * Kept on globalThis: the server bundle holds this module twice (the answer in the app's bundle, the check before a
 * kept page in the server's entry), and one list read once serves both.
 */
const slot = globalThis as typeof globalThis & { __redirectTable?: TableState }
slot.__redirectTable ??= { table: undefined, readAt: 0, reading: undefined, changes: 0, following: false, refused: '' }
const state: TableState = slot.__redirectTable

/** The table of the redirects answered of the list read; those kept before today's rules that no longer pass them, logged by id. */
function answered(list: readonly SiteRedirect[]): RedirectTable {
  const { table, refused } = answerableRedirects(list, env.SITE_URL, env.REDIRECT_LETTER_CASE)
  const ids = refused.join(',')
  if (ids !== state.refused && refused.length > 0) {
    log.warn('redirects', 'stored redirects that no longer pass the rules are not answered; an editor should fix them', { ids })
  }
  state.refused = ids
  return table
}

function read(): Promise<RedirectTable> {
  const readFor = state.changes
  state.reading ??= siteApi(redirectEndpoints.siteRedirects, {})
    .then((list) => {
      const read = answered(list)
      if (readFor === state.changes) [state.table, state.readAt] = [read, Date.now()]
      return read
    })
    .catch((error: unknown) => {
      // The site answers its pages without redirects rather than not at all; the next try comes soon.
      log.warn('redirects', 'could not read the redirects: pages are answered without them until the next try', { error })
      const kept = state.table ?? redirectTableOf<SiteRedirect>([], env.REDIRECT_LETTER_CASE).table
      if (readFor === state.changes) [state.table, state.readAt] = [kept, Date.now() - FRESH_MS + RETRY_MS]
      return kept
    })
    .finally(() => {
      if (readFor === state.changes) state.reading = undefined
    })
  return state.reading
}

/**
 * On the built-in backend, a change committed on any process (an editor's save) ends the table at once (decision 36):
 * the next request waits for the list as it is now, so that a saved redirect answers the very next visitor.
 */
function followChanges(): void {
  if (state.following || !builtInBackendEnabled) return
  state.following = true
  onPublicContentChange(() => {
    state.changes++
    state.table = undefined
    state.reading = undefined
  })
}

/**
 * The redirects by their old address's key (decisions 90 and 116): read once, then used as they are while fresh and read again in the
 * background when not, so that a request waits for the list only after a change.
 */
export function redirectTable(): RedirectTable | Promise<RedirectTable> {
  followChanges()
  if (!state.table) return read()
  if (Date.now() - state.readAt > FRESH_MS) void read()
  return state.table
}
