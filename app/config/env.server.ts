import { parseEnv } from './env-schema'

/** Read once, at start; a bad variable stops the server with a list of every problem. */
export const env = parseEnv(process.env)
