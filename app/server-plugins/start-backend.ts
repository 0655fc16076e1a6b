import { definePlugin } from 'nitro'
import { builtInBackendEnabled, getBackend, stopBackend } from '~/backend/backend.server'
import { log } from '~/logging/log.server'

/**
 * Opens, migrates and seeds the built-in backend's database at start rather than on the first request, and
 * stops its timers (mail outbox, retention) and closes the database when the server closes.
 */
export default definePlugin((nitroApp) => {
  if (!builtInBackendEnabled) return
  nitroApp.hooks.hook('close', stopBackend)
  getBackend().catch((error: unknown) => {
    log.error('backend', 'could not start; requests will retry', { error })
  })
})
