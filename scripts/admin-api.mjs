// What the staff's command lines share: they call the running server's admin API over HTTP with the machine
// credential, ADMIN_TOKEN (so they work on the embedded PGlite, which only one process may open). The API's address:
// ADMIN_API_URL (INQUIRIES_API_URL, its older name, works too), default http://127.0.0.1:${PORT:-3000}/api/v1.
import { userInfo } from 'node:os'

export class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message)
    this.exitCode = exitCode
  }
}

export const apiBase = (
  process.env.ADMIN_API_URL ||
  process.env.INQUIRIES_API_URL ||
  `http://127.0.0.1:${process.env.PORT || 3000}/api/v1`
).replace(/\/+$/, '')

export const API_URL_HELP = `ADMIN_API_URL (default http://127.0.0.1:\${PORT:-3000}/api/v1)`

function token() {
  const value = process.env.ADMIN_TOKEN?.trim()
  if (!value) throw new CliError('ADMIN_TOKEN is not set: use the same value as the server (e.g. in .env).', 2)
  return value
}

/**
 * The server's user running the command line: the audit log keeps it with each call, so that an access record names
 * whose hands the machine credential was in (the host's own login records say who was signed in as that user).
 */
function operator() {
  try {
    return userInfo().username
  } catch {
    return process.env.USER ?? ''
  }
}

/** One call of the admin API; the answers' messages in English, as the command lines speak. */
export async function request(path, { method = 'GET', body } = {}) {
  const url = `${apiBase}${path}`
  const headers = {
    authorization: `Bearer ${token()}`,
    accept: 'application/json',
    'accept-language': 'en-US',
    'x-operator': operator(),
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch (error) {
    const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message
    throw new CliError(
      `Could not reach the admin API at ${apiBase} (${reason}). Is the server running? Set ADMIN_API_URL if it runs elsewhere.`,
    )
  }
}

/** The error to show for a refused call: `what` names the thing asked for, `probe` a path that always exists. */
export async function failure(response, what, probe) {
  let message = ''
  try {
    message = (await response.json())?.error?.message ?? ''
  } catch {}
  if (response.status === 401)
    return new CliError(
      "The server refused ADMIN_TOKEN (401): it must equal the ADMIN_TOKEN set (32+ characters) in the server's environment.",
    )
  if (response.status === 404) {
    const probed = await request(probe)
    if (probed.status === 404)
      return new CliError(
        `The admin API is not enabled at ${apiBase} (404): set ADMIN_TOKEN (32+ characters) in the server's environment and restart it.`,
      )
    return new CliError(`${what} was not found.`)
  }
  if (response.status === 400)
    return new CliError(`The server refused the request (400): ${what} is not valid. ${message}`.trim())
  return new CliError(`The server answered ${response.status}${message ? `: ${message}` : ''}`)
}

/** The `data` of a call's answer, or the error to show. */
export async function json(path, what, probe, init) {
  const response = await request(path, init)
  if (!response.ok) throw await failure(response, what, probe)
  return (await response.json()).data
}

/** `--name value` and `--flag` options (each of `known`) apart from the positional arguments. */
export function parseFlags(args, known, usage) {
  const flags = {}
  const positional = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const name = arg.slice(2)
    if (!(name in known)) throw new CliError(`Unknown option ${arg}.\n\n${usage}`, 2)
    if (known[name] === 'value') {
      const value = args[i + 1]
      if (value === undefined) throw new CliError(`${arg} needs a value.`, 2)
      flags[name] = value
      i += 1
    } else flags[name] = true
  }
  return { flags, positional }
}

/** Runs `npm run <name> -- <command> …`: help, an unknown command, and errors said on one line with an exit code. */
export function runCli(name, usage, commands) {
  const main = async ([command, ...args]) => {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      console.log(usage)
      return
    }
    const run = commands[command]
    if (!run) throw new CliError(`Unknown command ${command}.\n\n${usage}`, 2)
    await run(args)
  }
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof CliError ? `${name}: ${error.message}` : error)
    process.exitCode = error instanceof CliError ? error.exitCode : 1
  })
}
