// The production server as a child process that can be killed (SIGKILL) and started again on the same database
// and upload folder, with a promise that says when it is up.

import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { serverNodeFlags } from '../server-node-flags.mjs'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** Every live child of this script, killed if the script itself ends early. */
const children = new Set()

/**
 * SIGKILL to a server's whole process group: its launcher and its server process at once, as a crash of the machine or
 * the OOM killer's choice of both would (the server process would otherwise exit a moment after its launcher).
 */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}

/** Resolves once no process of the child's group is left. */
async function groupGone(child) {
  for (;;) {
    try {
      process.kill(-child.pid, 0)
    } catch {
      return
    }
    await sleep(20)
  }
}

process.on('exit', () => {
  for (const child of children) killGroup(child)
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) killGroup(child)
    process.exit(130)
  })
}

export class Server {
  /** @param {{ entry: string, port: number, env: Record<string, string>, logFile: string, startTimeoutMs?: number }} options */
  constructor({ entry, port, env, logFile, startTimeoutMs = 180_000 }) {
    this.entry = entry
    this.base = `http://127.0.0.1:${port}`
    this.env = { ...env, PORT: String(port), HOST: '127.0.0.1' }
    this.log = openSync(logFile, 'a')
    this.startTimeoutMs = startTimeoutMs
    this.child = undefined
    this.up = false
    this.waiters = []
    /** Start-ups that ended without our kill, and the longest start-up seen (ms). */
    this.unexpectedExits = 0
    this.slowestStartMs = 0
    this.starts = 0
  }

  /** Resolves when the server answers (now, if it already does); rejects once a start has failed. */
  whenUp() {
    if (this.up) return Promise.resolve()
    if (this.failed) return Promise.reject(this.failed)
    return new Promise((done, fail) => this.waiters.push({ done, fail }))
  }

  /** Starts a new process; resolves once it answers, rejects if it never does (the waiters are failed too). */
  async start() {
    const started = performance.now()
    this.starts += 1
    const child = spawn(process.execPath, [...serverNodeFlags, this.entry], {
      env: this.env,
      stdio: ['ignore', this.log, this.log],
      detached: true,
    })
    children.add(child)
    const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })))
    this.child = { process: child, exited, killed: false }
    const current = this.child
    exited.then(({ code, signal }) => {
      current.exit = { code, signal }
      children.delete(child)
      if (!current.killed) {
        this.unexpectedExits += 1
        console.error(`  ! the server exited by itself (code ${code}, signal ${signal}); see the server log`)
      }
      if (this.child === current) this.up = false
    })
    while (performance.now() - started < this.startTimeoutMs) {
      if (this.child !== current) return // killed during start-up and replaced
      if (current.exit && !current.killed) break
      if (await this.answers()) {
        if (this.child !== current) return
        this.slowestStartMs = Math.max(this.slowestStartMs, performance.now() - started)
        this.up = true
        for (const waiter of this.waiters.splice(0)) waiter.done()
        return
      }
      await sleep(100)
    }
    const error = new Error(
      current.exit
        ? `the server exited during its start (code ${current.exit.code}, signal ${current.exit.signal})`
        : `the server did not answer within ${this.startTimeoutMs / 1000} s of its start`,
    )
    this.failed = error
    for (const waiter of this.waiters.splice(0)) waiter.fail(error)
    throw error
  }

  /** Whether the built-in backend is ready: a captcha challenge needs the database. */
  async answers() {
    try {
      const response = await fetch(`${this.base}/api/v1/captcha/challenge`, { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      return response.status === 200
    } catch {
      return false
    }
  }

  /** SIGKILL, as a crash or an OOM kill would: nothing runs after it. Resolves once its processes are gone. */
  async kill() {
    const current = this.child
    if (!current) return
    this.up = false
    current.killed = true
    killGroup(current.process)
    await current.exited
    await groupGone(current.process)
  }

  /**
   * A clean stop (SIGTERM: the server closes gracefully), forced with SIGKILL after 15 s. Resolves with
   * { code, signal, forced, seconds }.
   */
  async stop() {
    const current = this.child
    if (!current) return undefined
    const started = performance.now()
    this.up = false
    current.killed = true
    current.process.kill('SIGTERM')
    let forced = false
    const force = setTimeout(() => {
      forced = true
      killGroup(current.process)
    }, 15_000)
    const exit = await current.exited
    await groupGone(current.process)
    clearTimeout(force)
    this.child = undefined
    return { ...exit, forced, seconds: (performance.now() - started) / 1000 }
  }
}
