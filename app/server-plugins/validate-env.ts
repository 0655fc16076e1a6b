import { definePlugin } from 'nitro'
import { InvalidEnvironmentError, parseEnv } from '~/config/env-schema'

/** Runs when the server starts: a bad configuration stops it at once with every problem listed, not on the first request. */
export default definePlugin(() => {
  try {
    parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error
    console.error(error.message)
    process.exit(1)
  }
})
