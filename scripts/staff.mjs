#!/usr/bin/env node
// The staff accounts' command line: `npm run staff -- <command>`, for the first admin of a deployment, scripts and
// tests. It calls the admin API over HTTP with ADMIN_TOKEN (admin-api.mjs), so it needs the server running.
import { API_URL_HELP, CliError, json as jsonOf, parseFlags as parseFlagsOf, runCli } from './admin-api.mjs'
import { seoulTime, table } from './terminal-text.mjs'

const ROLES = ['admin', 'editor', 'support']

const USAGE = `Usage: npm run staff -- <command>

  add <email> --role admin|editor|support [--name NAME]   a new staff account; its password is read from standard
                                                          input (typed without echo on a terminal, or piped), and
                                                          its authenticator key and recovery codes are printed once
  list                                                    every staff account
  disable <email>                                         disable an account (its sessions end)
  reset-2fa <email>                                       a new authenticator key and recovery codes (sessions end)

Environment: ADMIN_TOKEN (required, the server's), ${API_URL_HELP}`

const PROBE = '/admin/staff'
const json = (path, what, init) => jsonOf(path, what, PROBE, init)
const parseFlags = (args, known) => parseFlagsOf(args, known, USAGE)

function expectArgs(positional, count, usage) {
  if (positional.length !== count) throw new CliError(`Usage: npm run staff -- ${usage}`, 2)
  return positional
}

/** Reads a line typed on the terminal without showing it. */
function readHidden(prompt) {
  return new Promise((resolve, reject) => {
    const input = process.stdin
    process.stderr.write(prompt)
    input.setRawMode(true)
    input.setEncoding('utf8')
    input.resume()
    let value = ''
    const finish = (error) => {
      input.setRawMode(false)
      input.pause()
      input.removeListener('data', onData)
      process.stderr.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish()
        if (char === '\u0003') return finish(new CliError('Cancelled.', 130))
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
        else value += char
      }
    }
    input.on('data', onData)
  })
}

/** The new account's password: typed twice on a terminal, else the whole of standard input without its final newline. */
async function readPassword() {
  if (process.stdin.isTTY) {
    const password = await readHidden('Password for the new account: ')
    if ((await readHidden('The same password again: ')) !== password) throw new CliError('The passwords differ.', 2)
    return password
  }
  let text = ''
  process.stdin.setEncoding('utf8')
  for await (const chunk of process.stdin) text += chunk
  return text.replace(/\r?\n$/, '')
}

/** The account of an email, from the list. */
async function staffOf(email) {
  const { items } = await json('/admin/staff', 'The staff list')
  const staff = items.find((item) => item.email === email.trim().toLowerCase())
  if (!staff) throw new CliError(`No staff account has the email ${email}.`)
  return staff
}

function secondFactorLines({ otpauthUri, recoveryCodes }) {
  return [
    'Scan this key with an authenticator app (or paste it into one); it is shown only now:',
    `  ${otpauthUri}`,
    'Recovery codes, each usable once instead of a code: keep them somewhere safe, they are shown only now:',
    ...recoveryCodes.map((code) => `  ${code}`),
  ]
}

const commands = {
  async add(args) {
    const { flags, positional } = parseFlags(args, { role: 'value', name: 'value' })
    const [email] = expectArgs(positional, 1, 'add <email> --role admin|editor|support [--name NAME]')
    if (!ROLES.includes(flags.role)) throw new CliError(`--role must be one of ${ROLES.join(', ')}.`, 2)
    const password = await readPassword()
    if (!password)
      throw new CliError('No password: pipe it on standard input, e.g. printf %s "$PASSWORD" | npm run staff -- add …', 2)
    const body = { email, role: flags.role, password, ...(flags.name ? { name: flags.name } : {}) }
    const data = await json('/admin/staff', `The account ${email}`, { method: 'POST', body })
    console.log([`Added ${email.trim().toLowerCase()} (${flags.role}), id ${data.id}.`, ...secondFactorLines(data)].join('\n'))
  },
  async list(args) {
    expectArgs(parseFlags(args, {}).positional, 0, 'list')
    const { items } = await json('/admin/staff', 'The staff list')
    if (!items.length) {
      console.log('No staff accounts yet: add the first admin with `npm run staff -- add <email> --role admin`.')
      return
    }
    const columns = [
      ['EMAIL', 32, (item) => item.email],
      ['NAME', 16, (item) => item.name],
      ['ROLE', 7, (item) => item.role],
      ['STATUS', 8, (item) => item.status],
      ['LAST SIGN-IN (KST)', 18, (item) => seoulTime(item.lastSignInAt)],
    ]
    console.log(table(columns, items))
  },
  async disable(args) {
    const [email] = expectArgs(parseFlags(args, {}).positional, 1, 'disable <email>')
    const staff = await staffOf(email)
    if (staff.status === 'disabled') {
      console.log(`${staff.email} is already disabled.`)
      return
    }
    const body = { status: 'disabled', version: staff.version }
    await json(`/admin/staff/${staff.id}`, `The account ${staff.email}`, { method: 'PATCH', body })
    console.log(`${staff.email} is disabled; its sessions have ended.`)
  },
  async 'reset-2fa'(args) {
    const [email] = expectArgs(parseFlags(args, {}).positional, 1, 'reset-2fa <email>')
    const staff = await staffOf(email)
    const data = await json(`/admin/staff/${staff.id}/second-factor/reset`, `The account ${staff.email}`, {
      method: 'POST',
      body: {},
    })
    console.log([`${staff.email} has a new second factor; its sessions have ended.`, ...secondFactorLines(data)].join('\n'))
  },
}

runCli('staff', USAGE, commands)
