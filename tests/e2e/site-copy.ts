import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs'
import { e2eServerEnv } from './e2e-server-env'

/** The environment variable that names the seeded data folder of the embedded database (seeded-site-data.ts). */
export const SEEDED_PGLITE = 'E2E_SEEDED_PGLITE'

export interface SiteCopy {
  process: ChildProcess
  origin: string
  /** What the copy has written so far, standard output and error as they came: what an operator reads in its log. */
  log: () => string
  stop: () => void
}

/**
 * Starts another copy of the production build (E2E_OUTPUT_DIR, default .output) on 127.0.0.1:`port` with `env` on
 * top of this process's environment, and resolves once it serves a static file (at most `startMs`). Its proof of work
 * has the suite's size (e2e-server-env.ts) unless `env` says otherwise: a spec that solves fifty captchas at the
 * default size blocked its own event loop for seconds, long enough to send a request on a connection the site had
 * already closed ("other side closed").
 */
export async function startSiteCopy(
  port: number,
  env: Record<string, string>,
  startMs = 10_000,
  /** Called with the launcher as soon as it is spawned, before it answers (to act on it while it starts). */
  onSpawn?: (launcher: ChildProcess) => void,
): Promise<SiteCopy> {
  const build = resolve(process.env.E2E_OUTPUT_DIR ?? '.output')
  const child = spawn(process.execPath, [...serverNodeFlags, join(build, 'server', 'index.mjs')], {
    env: {
      ...process.env,
      CAPTCHA_MAX_NUMBER: e2eServerEnv.CAPTCHA_MAX_NUMBER,
      SHUTDOWN_DRAIN_SECONDS: e2eServerEnv.SHUTDOWN_DRAIN_SECONDS,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: stopping the copy stops its launcher and its server processes at once, so that the
    // next copy on the port or the data folder never meets a worker still exiting.
    detached: true,
  })
  onSpawn?.(child)
  const origin = `http://127.0.0.1:${port}`
  const stop = () => killGroup(child)
  const log = await answeringAt(child, origin, startMs, `the copy of the site on port ${port}`, stop)
  return { process: child, origin, log, stop }
}

/** SIGKILL to a detached child's whole process group (the launcher and its workers). */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL') // already gone, or not a group leader
  }
}

/** The processes whose parent is `pid` (Linux: from /proc): a copy's server processes are its launcher's children. */
export function childrenOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)
}

/**
 * Collects a started child's output as text, and resolves (with a reader of it) once `origin` serves its favicon, at
 * most `startMs` later; otherwise kills the child and throws with what it wrote.
 */
export async function answeringAt(
  child: ChildProcess,
  origin: string,
  startMs: number,
  name: string,
  kill: () => void = () => child.kill('SIGKILL'),
): Promise<() => string> {
  let log = ''
  for (const stream of [child.stdout, child.stderr]) {
    // Decoded as a stream, so a character split between two chunks stays whole.
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      log += chunk
    })
  }
  const deadline = Date.now() + startMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      await fetch(`${origin}/favicon.svg`)
      return () => log
    } catch {
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  kill()
  throw new Error(`${name} did not start:\n${log}`)
}

/** A copy of the site with data of its own: `env` names its database and upload folders (to start another on them). */
export interface SiteCopyWithOwnData extends SiteCopy {
  env: Record<string, string>
}

/**
 * A copy of the site on a database and upload folder of its own (removed when it stops), its SITE_URL its own origin;
 * resolves once its backend answers, not only its static files.
 */
export async function startSiteCopyWithOwnData(
  label: string,
  port: number,
  env: Record<string, string>,
  onSpawn?: (launcher: ChildProcess) => void,
): Promise<SiteCopyWithOwnData> {
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${label}-`))
  const origin = `http://127.0.0.1:${port}`
  // A copy of the database the run's global setup migrated and seeded (seeded-site-data.ts), when there is one.
  const seeded = process.env[SEEDED_PGLITE]
  if (seeded) cpSync(seeded, join(dataDir, 'pglite'), { recursive: true })
  const ownEnv = { SITE_URL: origin, PGLITE_DATA_DIR: join(dataDir, 'pglite'), UPLOAD_DIR: join(dataDir, 'uploads'), ...env }
  const copy = await startSiteCopy(port, ownEnv, 60_000, onSpawn)
  await backendAnswers(copy)
  return {
    ...copy,
    env: ownEnv,
    stop: () => {
      copy.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Resolves once the copy's backend answers (its database open, migrated and seeded), not only its static files. */
export async function backendAnswers(copy: SiteCopy): Promise<void> {
  const deadline = Date.now() + 30_000
  while (
    (await fetch(`${copy.origin}/api/v1/figures`).then(
      (answer) => answer.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline) {
      copy.stop()
      throw new Error(`the copy of the site at ${copy.origin} has no backend:\n${copy.log()}`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
}
