// ClamAV's daemon for the tests (decision 99): Debian's clamd (installed when missing, by scripts/ensure-packages.sh),
// in the foreground on a TCP port of loopback, in a folder of its own, with a database of one signature: the EICAR
// test string anywhere in a file. Real signatures come from freshclam over the network, which the tests do not have;
// the daemon, its protocol and its verdicts are the real ones.
//   node scripts/clamd/start-clamd.mjs PORT    runs it until sent SIGTERM or SIGINT (Playwright's web servers)

import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The EICAR anti-virus test file's 68 characters: harmless, and detected by every scanner by agreement. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'

const clamdPath = '/usr/sbin/clamd'

/** Whether clamd on `port` answers its PING. */
function pong(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let reply = ''
    socket.on('data', (data) => {
      reply += data
    })
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(reply.startsWith('PONG')))
    socket.end('zPING\0')
  })
}

/** Starts clamd on 127.0.0.1:`port`; resolves once it answers, with its CLAMD_URL and `stop()`. */
export async function startClamd({ port, startMs = 30_000 }) {
  if (!existsSync(clamdPath))
    execFileSync('bash', [join(import.meta.dirname, '..', 'ensure-packages.sh'), 'clamav-daemon'], { stdio: 'inherit' })
  const dir = mkdtempSync(join(tmpdir(), `clamd-${port}-`))
  const database = join(dir, 'database')
  mkdirSync(database)
  writeFileSync(join(database, 'test-eicar.ndb'), `Eicar-Test-Signature:0:*:${Buffer.from(EICAR).toString('hex')}\n`)
  const config = join(dir, 'clamd.conf')
  // StreamMaxLength above the largest file the site scans (a staff member's PDF, 30 MiB), as a deployment's must be
  // (docs/operations.md).
  const settings = ['Foreground yes', `TCPSocket ${port}`, 'TCPAddr 127.0.0.1', `DatabaseDirectory ${database}`]
  writeFileSync(config, [...settings, 'StreamMaxLength 32M', 'Bytecode no'].join('\n'))
  const child = spawn(clamdPath, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk))
  const stop = () => {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + startMs
  while (Date.now() < deadline && child.exitCode === null) {
    if (await pong(port)) return { url: `tcp://127.0.0.1:${port}`, stop }
    await new Promise((done) => setTimeout(done, 100))
  }
  stop()
  throw new Error(`clamd did not start on port ${port}:\n${log}`)
}

if (import.meta.main) {
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node scripts/clamd/start-clamd.mjs PORT')
  const { url, stop } = await startClamd({ port })
  console.log(`clamd: listening at ${url}`)
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => {
      stop()
      process.exit(0)
    })
  setInterval(() => {}, 1 << 30)
}
