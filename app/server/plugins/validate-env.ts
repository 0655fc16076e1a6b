import { definePlugin } from 'nitro'
// Importing the configuration at boot validates it then: a bad variable stops the server before it listens.
import '~/config/env.server'
import { log } from '~/server/logging/log.server'

export default definePlugin(() => {
  log.debug('config', 'environment valid')
})
