#!/usr/bin/env node
// The staff's command line for inquiries: `npm run inquiries -- <command>`. It calls the admin API over HTTP
// (ADMIN_API_URL, default http://127.0.0.1:${PORT:-3000}/api/v1) with ADMIN_TOKEN (admin-api.mjs).
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { userInfo } from 'node:os'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { API_URL_HELP, CliError, failure, json as jsonOf, parseFlags as parseFlagsOf, request, runCli } from './admin-api.mjs'
import { formatDetail, formatList } from './inquiries-format.mjs'

const USAGE = `Usage: npm run inquiries -- <command>

  list [--all | --processed] [--page N] [--size N]   open inquiries (default), all, or processed ones
  show <receipt>                                      one inquiry in full, with its attachments and mails
  process <receipt> [--by NAME]                       mark it processed (its personal data is destroyed 3 months later)
  download <receipt> <attachment-id> <file>           save an attachment to <file> (never overwrites)

Environment: ADMIN_TOKEN (required, the server's), ${API_URL_HELP}`

const PROBE = '/admin/inquiries?size=1'
const json = (path, what, init) => jsonOf(path, what, PROBE, init)
const parseFlags = (args, known) => parseFlagsOf(args, known, USAGE)

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
    if (!response.ok || !response.body) throw await failure(response, what, PROBE)
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

runCli('inquiries', USAGE, commands)
