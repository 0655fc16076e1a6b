import { definePlugin } from 'nitro'
import { env } from '~/config/env.server'

/** Importing the configuration at boot validates it then: a bad variable stops the server before it listens. */
export default definePlugin(() => {
  if (env.LOG_LEVEL === 'debug') console.info('config: environment valid')
})
