#!/usr/bin/env node
// `npm run backup -- <command>`: backups through the running server's admin API with ADMIN_TOKEN (admin-api.mjs), so
// that they work on the embedded PGlite too, which only the server may open. The archive is written by the server, to
// BACKUP_DIR or to backups/ in the S3 bucket (docs/operations.md, "Backups").
import { chmod, writeFile } from 'node:fs/promises'
import { API_URL_HELP, CliError, json as jsonOf, parseFlags as parseFlagsOf, runCli } from './admin-api.mjs'
import { seoulTime } from './terminal-text.mjs'

const USAGE = `Usage: npm run backup -- <command>

  now (or nothing)         take a backup now (while the site serves) and print where its archive is
  status                   the last backup, the last one that succeeded and the next scheduled one
  secrets <file>           write the site's own keys (never in a backup) to <file>, readable by you only: keep it
                           apart from the backups; a restore needs it to check an archive's signature, and for
                           staff second factors and signed links

Environment: ADMIN_TOKEN (required, the server's), ${API_URL_HELP}`

const PROBE = '/admin/backups'
const json = (path, what, init) => jsonOf(path, what, PROBE, init)
const parseFlags = (args) => parseFlagsOf(args, {}, USAGE)

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function describeRun(run) {
  if (!run) return 'none'
  const when = seoulTime(run.startedAt)
  if (run.status === 'done')
    return `${when} (KST), ${megabytes(run.bytes ?? 0)}, ${run.rows} rows, ${run.files} files: ${run.archive}`
  if (run.status === 'running') return `${when} (KST), still being taken`
  return `${when} (KST), FAILED: ${run.error ?? 'no reason recorded'}`
}

const commands = {
  async now(args) {
    parseFlags(args)
    const run = await json(PROBE, 'The backup', { method: 'POST', body: {} })
    console.log(`Backup written: ${run.archive}`)
    console.log(`${megabytes(run.bytes ?? 0)}: ${run.rows} rows, ${run.files} files`)
  },
  async status(args) {
    parseFlags(args)
    const status = await json(PROBE, 'The backups')
    console.log(`last:       ${describeRun(status.last)}`)
    console.log(`last done:  ${describeRun(status.lastDone)}`)
    console.log(
      `next:       ${status.next ? `${seoulTime(status.next)} (KST), schedule "${status.schedule}"` : 'none (BACKUP_SCHEDULE is unset)'}`,
    )
    if (status.last?.status === 'failed') process.exitCode = 1
  },
  async secrets(args) {
    const { positional } = parseFlags(args)
    if (positional.length !== 1) throw new CliError('Usage: npm run backup -- secrets <file>', 2)
    const exported = await json(`${PROBE}/secrets`, 'The keys', { method: 'POST', body: {} })
    await writeFile(positional[0], `${JSON.stringify(exported, null, 2)}\n`, { mode: 0o600, flag: 'wx' }).catch((error) => {
      if (error.code === 'EEXIST') throw new CliError(`${positional[0]} exists already: choose another file.`, 2)
      throw error
    })
    await chmod(positional[0], 0o600)
    console.log(
      `${Object.keys(exported.secrets).length} keys written to ${positional[0]} (mode 600). Keep it apart from the backups.`,
    )
  },
}

// `npm run backup` alone takes one.
if (process.argv.length === 2) process.argv.push('now')
runCli('backup', USAGE, commands)
