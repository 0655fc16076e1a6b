import { createHash } from 'node:crypto'
import pg from 'pg'
import { siteMetrics } from '~/server/metrics/site-metrics.server'

/** Past this many distinct texts on one connection, queries run unnamed (planned each time), as before. */
const MAX_NAMED_STATEMENTS = 1000

type QueryConfigWithText = { text: string; name?: string }

const isConfigWithText = (config: unknown): config is QueryConfigWithText =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfigWithText).text === 'string'

/** Reports a query's time to the metrics when it returns a promise (Drizzle's calls do; a callback call is left be). */
function timed<T>(result: T): T {
  if (!(result instanceof Promise)) return result
  const started = performance.now()
  result.then(
    () => siteMetrics().querySeconds.observe((performance.now() - started) / 1000),
    () => siteMetrics().querySeconds.observe((performance.now() - started) / 1000),
  )
  return result
}

/**
 * A connection that runs every query text as a named prepared statement: PostgreSQL parses and plans it once per
 * connection, then only binds and executes it (decision 55). The name is the text's hash, so one name never stands for
 * two texts. Drizzle lists its columns, so a statement's result type only changes with a column's type.
 */
export class StatementNamingClient extends pg.Client {
  readonly #names = new Map<string, string>()

  #nameOf(text: string): string | undefined {
    const known = this.#names.get(text)
    if (known || this.#names.size >= MAX_NAMED_STATEMENTS) return known
    const name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
    this.#names.set(text, name)
    return name
  }

  /** Every overload of pg's `query` passes through; only a config object with a text and no name gets one. */
  override query(...args: unknown[]): never {
    const [config, ...rest] = args
    const run = super.query.bind(this) as (...passed: unknown[]) => never
    const name = isConfigWithText(config) && !config.name ? this.#nameOf(config.text) : undefined
    return timed(name ? run({ ...(config as QueryConfigWithText), name }, ...rest) : run(...args))
  }
}
