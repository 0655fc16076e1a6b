import cluster from 'node:cluster'
import { definePlugin } from 'nitro'

/**
 * A cluster worker's channel to the launcher (app/server/launcher/server-launcher.ts) keeps it alive: once the server
 * has closed and the backend has stopped (the close hooks before this one), the worker lets go of it and exits.
 */
export default definePlugin((nitroApp) => {
  if (!cluster.isWorker) return
  nitroApp.hooks.hook('close', () => {
    cluster.worker?.disconnect()
  })
})
