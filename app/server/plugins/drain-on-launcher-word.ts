import cluster from 'node:cluster'
import { definePlugin } from 'nitro'
import { beginDraining, DRAIN_MESSAGE } from '~/server/http/draining'

/** A worker starts draining when its launcher says so (app/server/launcher/server-launcher.ts, on SIGTERM). */
export default definePlugin(() => {
  if (!cluster.isWorker) return
  process.on('message', (message) => {
    if (message === DRAIN_MESSAGE) beginDraining()
  })
})
