// Varnish in front of a running site, for the tests and the bench: deploy/varnish/site.vcl with the site's port,
// varnishd as an unprivileged child of the caller (`-j none`: no jail, no user switch, even when the caller is root),
// in a working folder of its own, listening on 127.0.0.1:`port`. Debian's package: /usr/sbin/varnishd.

import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
export const varnishd = process.env.VARNISHD ?? '/usr/sbin/varnishd'
const varnishadm = process.env.VARNISHADM ?? '/usr/bin/varnishadm'

/** The committed VCL with the site's address in place of its default one. */
export function siteVcl(backendPort) {
  const vcl = readFileSync(join(root, 'deploy', 'varnish', 'site.vcl'), 'utf8')
  const withPort = vcl.replace('.port = "3000";', `.port = "${backendPort}";`)
  if (withPort === vcl) throw new Error('deploy/varnish/site.vcl: no backend `.port = "3000";` to replace')
  return withPort
}

/**
 * Starts Varnish on 127.0.0.1:`port` in front of the site on 127.0.0.1:`backendPort`; resolves once it answers
 * (through to the site), with `origin`, `stop()` (kills it and removes its folder) and `siteHealth()`: what its health
 * checks last made of the site, 'healthy' or 'sick' (varnishadm backend.list).
 */
export async function startVarnish({ port, backendPort, memoryMb = 64, startMs = 20_000 }) {
  if (!existsSync(varnishd)) throw new Error(`${varnishd} is missing: apt-get install varnish`)
  const dir = mkdtempSync(join(tmpdir(), `varnish-${port}-`))
  const vclPath = join(dir, 'site.vcl')
  writeFileSync(vclPath, siteVcl(backendPort))
  const args = ['-F', '-j', 'none', '-n', join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclPath]
  args.push('-s', `malloc,${memoryMb}m`, '-T', '127.0.0.1:0', '-p', 'ban_lurker_sleep=0.01')
  const child = spawn(varnishd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      log += chunk
    })
  }
  const stop = () => {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const answered = await fetch(`${origin}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { origin, stop, log: () => log, siteHealth: () => siteHealth(join(dir, 'work')) }
    await new Promise((done) => setTimeout(done, 100))
  }
  stop()
  throw new Error(`varnishd did not start on port ${port}:\n${log}`)
}

/** The site backend's health as Varnish's probe last judged it. */
function siteHealth(workDir) {
  return new Promise((resolve, reject) => {
    execFile(varnishadm, ['-n', workDir, 'backend.list'], (error, stdout) => {
      if (error) return reject(error)
      const row = stdout.split('\n').find((line) => /\.site\b/.test(line)) ?? ''
      resolve(/\bsick\b/i.test(row) ? 'sick' : /\bhealthy\b/i.test(row) ? 'healthy' : `unknown: ${stdout}`)
    })
  })
}
