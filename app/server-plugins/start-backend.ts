import { definePlugin } from 'nitro'
import { builtInBackendEnabled, getBackend } from '~/backend/backend.server'

/** Opens, migrates and seeds the built-in backend's database at start rather than on the first request. */
export default definePlugin(() => {
  if (!builtInBackendEnabled) return
  getBackend().catch((error: unknown) => {
    console.error('backend: could not start; requests will retry:', error instanceof Error ? error.message : error)
  })
})
