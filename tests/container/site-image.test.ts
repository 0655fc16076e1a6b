import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFilesLimit, podman, podmanOk, runWithPodmanSettings } from './podman'

/**
 * Issue 38 §4: the Containerfile's image as an operator builds and runs it. No container registry is reachable here, so
 * the base is made of Debian's packages and the project's pinned Node (scripts/container/debian-base.sh), then the image
 * is built from the repository, started on a volume with the embedded database (host network, CONTAINER_TEST_PORT), and
 * stopped and started again as an upgrade or a reboot would. CONTAINER_BASE_IMAGE names an existing base to use instead.
 */
const port = Number(process.env.CONTAINER_TEST_PORT ?? 3420)
const origin = `http://127.0.0.1:${port}`
const baseImage = process.env.CONTAINER_BASE_IMAGE ?? 'localhost/cellactis-base:node24'
const image = 'localhost/cellactis-site:suite'
const name = `cellactis-suite-${process.pid}`
const volume = `${name}-data`
const npmCache = join(homedir(), '.npm')
const adminToken = 'container-suite-admin-token-0123456789abcdef'

/** What the container wrote, on both of its streams. */
async function containerLog(): Promise<string> {
  const { stdout, stderr } = await podman(['logs', name])
  return stdout + stderr
}

async function healthy(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/api/health`).then(
      (answer) => answer.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`the container never answered its health check:\n${await containerLog()}`)
}

beforeAll(async () => {
  if ((await podman(['image', 'exists', baseImage])).code !== 0)
    await runWithPodmanSettings('bash', ['scripts/container/debian-base.sh', baseImage])
  await podmanOk(
    [
      'build',
      ...openFilesLimit,
      // This machine's npm cache, which the suite's own install filled: the image's install downloads nothing again.
      ...(existsSync(npmCache) ? ['--volume', `${npmCache}:/root/.npm`] : []),
      '--format',
      'docker',
      '--network',
      'host',
      '--build-arg',
      `BASE_IMAGE=${baseImage}`,
      '--tag',
      image,
      '.',
    ],
    { timeout: 20 * 60_000 },
  )
}, 25 * 60_000)

afterAll(async () => {
  await podman(['rm', '--force', '--time', '0', name])
  await podman(['volume', 'rm', '--force', volume])
})

describe('the container image', () => {
  it('runs the site as a user of its own with a health check, and holds the build without sources or development tools', async () => {
    const [config] = JSON.parse(await podmanOk(['image', 'inspect', image])) as Array<{
      Config: { User: string; Volumes?: Record<string, unknown> }
      Healthcheck?: { Test: string[] }
    }>
    expect(config?.Config.User).toBe('site')
    expect(config?.Healthcheck?.Test.join(' ')).toContain('/api/health')
    expect(Object.keys(config?.Config.Volumes ?? {})).toEqual(['/var/lib/site'])

    const inside = await podmanOk([
      'run',
      '--rm',
      '--network',
      'host',
      image,
      'sh',
      '-c',
      'id -u; node --version; ls -A /app; ls /app/.output/server/node_modules',
    ])
    const [uid, nodeVersion, ...listing] = inside.trim().split('\n')
    expect(uid).not.toBe('0')
    expect(nodeVersion).toMatch(/^v24\./)
    // The demo content comes along as data, for DEMO_CONTENT=on and for the upgrade of a site seeded with it (decision 123).
    expect(listing.slice(0, 4)).toEqual(['.output', 'demo-content', 'package.json', 'scripts'])
    // The server bundle's own dependencies only: no build tool, test runner or type checker came along.
    for (const development of ['vite', 'vitest', 'typescript', '@playwright', '@biomejs'])
      expect(listing).not.toContain(development)
  })

  it('started on a volume, serves pages and the API, reports healthy, stops cleanly and keeps its data when started again', async () => {
    await podmanOk([
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      '--volume',
      `${volume}:/var/lib/site`,
      '--env',
      `PORT=${port}`,
      '--env',
      `SITE_URL=${origin}`,
      '--env',
      `ADMIN_TOKEN=${adminToken}`,
      image,
    ])
    await healthy()

    const home = await fetch(`${origin}/?lang=ko-KR`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html lang="ko-KR"')
    const news = await fetch(`${origin}/api/v1/post/news?lang=en-US`)
    expect(news.status).toBe(200)
    expect(JSON.stringify(await news.json())).toContain('"title"')
    // The image's own check, as the engine runs it.
    expect((await podman(['healthcheck', 'run', name])).code).toBe(0)

    // An operator's first step, inside the container: the first admin, through the running server.
    const added = await podman(
      ['exec', '--interactive', name, 'npm', 'run', '--silent', 'staff', '--', 'add', 'ops@example.com', '--role', 'admin'],
      { input: 'container-admin-password-1234\n' },
    )
    expect(added.code, added.stderr).toBe(0)

    // SIGTERM, as `podman stop` sends it: the launcher drains and exits 0.
    await podmanOk(['stop', '--time', '30', name])
    const [state] = JSON.parse(await podmanOk(['inspect', name])) as Array<{ State: { ExitCode: number } }>
    expect(state?.State.ExitCode).toBe(0)
    expect(await containerLog()).toContain('server: stopping: draining')

    await podmanOk(['start', name])
    await healthy()
    const listed = await podmanOk(['exec', name, 'npm', 'run', '--silent', 'staff', '--', 'list'])
    expect(listed).toContain('ops@example.com')
    expect((await fetch(`${origin}/company/intro?lang=ja-JP`)).status).toBe(200)
  })
})
