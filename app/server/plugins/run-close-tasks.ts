import { definePlugin } from 'nitro'
import { runServerCloseTasks } from '~/server/http/server-close-tasks'

/**
 * Runs the work features left for the server's close (server-close-tasks.ts): registered before the backend's plugin,
 * whose close hook, which stops the backend, runs after this one.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('close', runServerCloseTasks)
})
