// Solved captchas kept ready: challenges are fetched while the server is up and solved (client-side CPU work) also
// while it restarts, so the run spends its time on the server, not on proof of work. Each solution is used once.
// A challenge stays valid 20 minutes and is signed with a key kept in the database, so a restart does not void it.

import { solveCaptcha } from './payloads.mjs'

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

export class CaptchaPool {
  constructor(server, { size = 8, solvers = 2 } = {}) {
    this.server = server
    this.size = size
    this.ready = []
    this.waiters = []
    this.running = true
    for (let i = 0; i < solvers; i++) this.solve()
  }

  /** A fresh solution (waits for one when none is ready); undefined once the pool is stopped. */
  take() {
    const solution = this.ready.shift()
    if (solution || !this.running) return Promise.resolve(solution)
    return new Promise((done) => this.waiters.push(done))
  }

  async solve() {
    while (this.running) {
      if (this.ready.length >= this.size && !this.waiters.length) {
        await sleep(50)
        continue
      }
      try {
        // A server that failed to start ends the run, and the pool with it.
        await this.server.whenUp().catch(() => this.stop())
        if (!this.running) break
        const response = await fetch(`${this.server.base}/api/v1/captcha/challenge`, { signal: AbortSignal.timeout(30_000) })
        if (response.status !== 200) throw new Error(`challenge answered ${response.status}`)
        const solution = await solveCaptcha((await response.json()).data)
        const waiter = this.waiters.shift()
        if (waiter) waiter(solution)
        else this.ready.push(solution)
      } catch {
        if (!this.running) break
        // Cut by a kill, or the server is down: ask again once it is back.
        await sleep(100)
      }
    }
  }

  /** No more solving; whoever waits for a solution gets undefined. */
  stop() {
    this.running = false
    for (const waiter of this.waiters.splice(0)) waiter(undefined)
  }
}
