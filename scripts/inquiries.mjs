#!/usr/bin/env node
// The staff's command line for inquiries: `npm run inquiries -- <command>`. It calls the admin API over HTTP
// (INQUIRIES_API_URL, default http://127.0.0.1:${PORT:-3000}/api/v1) with ADMIN_TOKEN.
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { userInfo } from 'node:os'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { formatDetail, formatList } from './inquiries-format.mjs'

const USAGE = `Usage: npm run inquiries -- <command>

  list [--all | --processed] [--page N] [--size N]   open inquiries (default), all, or processed ones
  show <receipt>                                      one inquiry in full, with its attachments and mails
  process <receipt> [--by NAME]                       mark it processed (its personal data is destroyed 3 months later)
  download <receipt> <attachment-id> <file>           save an attachment to <file> (never overwrites)

Environment: ADMIN_TOKEN (required, the server's), INQUIRIES_API_URL (default http://127.0.0.1:\${PORT:-3000}/api/v1)`

class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message)
    this.exitCode = exitCode
  }
}

const apiBase = (process.env.INQUIRIES_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/v1`).replace(/\/+$/, '')

function token() {
  const value = process.env.ADMIN_TOKEN?.trim()
  if (!value) throw new CliError('ADMIN_TOKEN is not set: use the same value as the server (e.g. in .env).', 2)
  return value
}

async function request(path, { method = 'GET', body } = {}) {
  const url = `${apiBase}${path}`
  const headers = { authorization: `Bearer ${token()}`, accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch (error) {
    const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message
    throw new CliError(
      `Could not reach the admin API at ${apiBase} (${reason}). Is the server running? Set INQUIRIES_API_URL if it runs elsewhere.`,
    )
  }
}

async function failure(response, what) {
  let message = ''
  try {
    message = (await response.json())?.error?.message ?? ''
  } catch {}
  if (response.status === 401)
    return new CliError(
      "The server refused ADMIN_TOKEN (401): it must equal the ADMIN_TOKEN set (32+ characters) in the server's environment.",
    )
  if (response.status === 404) {
    const probe = await request('/admin/inquiries?size=1')
    if (probe.status === 404)
      return new CliError(
        `The admin API is not enabled at ${apiBase} (404): set ADMIN_TOKEN (32+ characters) in the server's environment and restart it.`,
      )
    return new CliError(`${what} was not found.`)
  }
  if (response.status === 400)
    return new CliError(`The server refused the request (400): ${what} is not valid. ${message}`.trim())
  return new CliError(`The server answered ${response.status}${message ? `: ${message}` : ''}`)
}

async function json(path, what, init) {
  const response = await request(path, init)
  if (!response.ok) throw await failure(response, what)
  return (await response.json()).data
}

function parseFlags(args, known) {
  const flags = {}
  const positional = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const name = arg.slice(2)
    if (!(name in known)) throw new CliError(`Unknown option ${arg}.\n\n${USAGE}`, 2)
    if (known[name] === 'value') {
      const value = args[i + 1]
      if (value === undefined) throw new CliError(`${arg} needs a value.`, 2)
      flags[name] = value
      i += 1
    } else flags[name] = true
  }
  return { flags, positional }
}

function expectArgs(positional, count, usage) {
  if (positional.length !== count) throw new CliError(`Usage: npm run inquiries -- ${usage}`, 2)
  return positional
}

const commands = {
  async list(args) {
    const { flags, positional } = parseFlags(args, { all: 'flag', processed: 'flag', page: 'value', size: 'value' })
    expectArgs(positional, 0, 'list [--all | --processed] [--page N] [--size N]')
    if (flags.all && flags.processed) throw new CliError('Use --all or --processed, not both.', 2)
    const status = flags.all ? 'all' : flags.processed ? 'processed' : 'open'
    // The API calls a processed inquiry `done`; open ones are those new or in progress.
    const query = new URLSearchParams({
      status: status === 'processed' ? 'done' : status,
      page: flags.page ?? '1',
      size: flags.size ?? '20',
    })
    console.log(formatList(await json(`/admin/inquiries?${query}`, 'The list', {}), status))
  },
  async show(args) {
    const [receipt] = expectArgs(parseFlags(args, {}).positional, 1, 'show <receipt>')
    console.log(formatDetail(await json(`/admin/inquiries/${encodeURIComponent(receipt)}`, `Inquiry ${receipt}`)))
  },
  async process(args) {
    const { flags, positional } = parseFlags(args, { by: 'value' })
    const [receipt] = expectArgs(positional, 1, 'process <receipt> [--by NAME]')
    const by = flags.by ?? userInfo().username
    const data = await json(`/admin/inquiries/${encodeURIComponent(receipt)}/processed`, `Inquiry ${receipt}`, {
      method: 'POST',
      body: { by },
    })
    console.log(`${data.receiptNumber} is processed (${data.processedAt}${data.processedBy ? ` by ${data.processedBy}` : ''}).`)
  },
  async download(args) {
    const [receipt, id, file] = expectArgs(parseFlags(args, {}).positional, 3, 'download <receipt> <attachment-id> <file>')
    const what = `Attachment ${id} of inquiry ${receipt}`
    const response = await request(`/admin/inquiries/${encodeURIComponent(receipt)}/attachments/${encodeURIComponent(id)}`)
    if (!response.ok || !response.body) throw await failure(response, what)
    try {
      await pipeline(Readable.fromWeb(response.body), createWriteStream(file, { flags: 'wx' }))
    } catch (error) {
      if (error?.code === 'EEXIST') throw new CliError(`${file} already exists; choose another name.`)
      await rm(file, { force: true })
      throw new CliError(`Could not write ${file}: ${error?.message ?? error}`)
    }
    console.log(`Saved ${what} to ${file}.`)
  },
}

async function main(argv) {
  const [command, ...args] = argv
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return
  }
  const run = commands[command]
  if (!run) throw new CliError(`Unknown command ${command}.\n\n${USAGE}`, 2)
  await run(args)
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof CliError ? `inquiries: ${error.message}` : error)
  process.exitCode = error instanceof CliError ? error.exitCode : 1
})
