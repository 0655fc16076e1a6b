import { definePlugin } from 'nitro'
import { builtInBackendEnabled, startBuiltInBackend, stopBuiltInBackend } from '~/backend/mount.server'
import { log } from '~/server/logging/log.server'

/**
 * Opens, migrates and seeds the built-in backend's database at start rather than on the first request, and
 * stops its timers (mail outbox, retention) and closes the database when the server closes.
 */
export default definePlugin((nitroApp) => {
  if (!builtInBackendEnabled) return
  nitroApp.hooks.hook('close', stopBuiltInBackend)
  startBuiltInBackend().catch((error: unknown) => {
    log.error('backend', 'could not start; requests will retry', { error })
  })
})
