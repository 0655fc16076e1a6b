import { log } from '~/server/logging/log.server'
import { type Env, InvalidEnvironmentError, parseEnv } from './env-schema'
import { CONFIGURATION_EXIT_CODE } from './exit-codes'

function loadEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error
    // Stop at once with every problem listed, rather than serve a half-configured site.
    for (const problem of error.problems) log.error('config', 'invalid environment; the server stops', { problem })
    process.exit(CONFIGURATION_EXIT_CODE)
  }
}

/** Read once, when the server starts (a Nitro plugin imports it at boot). */
export const env = loadEnv()
