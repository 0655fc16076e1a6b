import { definePlugin } from 'nitro'
import { builtInBackendEnabled, onPublicContentChange } from '~/backend/mount.server'
import { pageCache } from '~/server/page-cache/page-cache.server'

/**
 * Empties the page cache whenever the built-in backend empties its cache of public reads: a change committed on this
 * process or any other on the same database, or a schedule's moment (docs/decisions/0036). With an external API the
 * pages expire after PAGE_CACHE_TTL_SECONDS, or with `DELETE /api/page-cache`.
 */
export default definePlugin(() => {
  if (!builtInBackendEnabled || !pageCache) return
  const cache = pageCache
  onPublicContentChange(() => cache.clear())
})
