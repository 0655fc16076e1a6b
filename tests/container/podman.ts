import { execFile, execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Podman as this machine runs it (no systemd, cgroups v1, a sandbox that allows no ulimit of a container's own): the
 * runc runtime, cgroupfs and no default ulimits (containers.conf beside this file, which .ci/run uses too), for every
 * podman the tests start, the base image's script's too. The tests' containers share the host's network.
 */
const containersConf = fileURLToPath(new URL('./containers.conf', import.meta.url))
const env = { ...process.env, CONTAINERS_CONF: containersConf }

/**
 * The machine's own limit of open files, for a build's containers: with no default ulimits they get 1,024, too few for
 * the production build (Nitro copies thousands of font files at once); Docker's and Podman's usual defaults are higher.
 */
const hardLimit = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim()
export const openFilesLimit = ['--ulimit', `nofile=${hardLimit}:${hardLimit}`]

export interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** Runs `podman <args>`, with `input` on its standard input, and resolves with its outcome (a failure too). */
export function podman(args: string[], options: { input?: string; timeout?: number } = {}): Promise<Outcome> {
  return new Promise((done) => {
    const child = execFile(
      'podman',
      args,
      { env, timeout: options.timeout ?? 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) || 1 : 0, stdout, stderr }),
    )
    child.stdin?.end(options.input ?? '')
  })
}

/** Runs `podman <args>` and resolves with its standard output, or fails with what it printed. */
export async function podmanOk(args: string[], options: { input?: string; timeout?: number } = {}): Promise<string> {
  const outcome = await podman(args, options)
  if (outcome.code !== 0) throw new Error(`podman ${args.join(' ')} failed (${outcome.code}):\n${outcome.stderr}`)
  return outcome.stdout
}

/** Runs a command of the project's (the base image's script) with podman's settings, printing as it goes. */
export function runWithPodmanSettings(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}
