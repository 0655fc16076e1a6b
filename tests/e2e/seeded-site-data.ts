import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { e2eServerEnv } from './e2e-server-env'
import { clamdPort, editingPort, mainPort } from './e2e-sites'
import { backendAnswers, SEEDED_PGLITE, type SiteCopy, startSiteCopy, startSiteCopyWithOwnData } from './site-copy'

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The production build, started once on an empty data folder and stopped: the folder is then migrated and seeded. */
async function seededFolder(folder: string): Promise<string> {
  const dataDir = join(folder, 'pglite')
  const port = await freePort()
  const copy = await startSiteCopy(
    port,
    { PGLITE_DATA_DIR: dataDir, UPLOAD_DIR: join(folder, 'uploads'), SITE_URL: `http://127.0.0.1:${port}` },
    60_000,
  )
  await backendAnswers(copy)
  // Stopped as an operator stops it, so that the database is closed cleanly before it is copied.
  const exited = new Promise((resolve) => copy.process.once('exit', resolve))
  copy.process.kill('SIGTERM')
  await exited
  return dataDir
}

/**
 * One of the two copies the specs share, on a copy of the seeded folder, its log's error stream shown as Playwright
 * showed its web servers'. Outside CI, a copy already answering on the port (started by hand) is used as it is.
 */
async function sharedCopy(label: string, port: number): Promise<SiteCopy | undefined> {
  if (
    !process.env.CI &&
    (await fetch(`http://127.0.0.1:${port}/favicon.svg`).then(
      () => true,
      () => false,
    ))
  )
    return undefined
  const copy = await startSiteCopyWithOwnData(label, port, { ...e2eServerEnv, CLAMD_URL: `tcp://127.0.0.1:${clamdPort}` })
  copy.process.stderr?.on('data', (chunk: string) => process.stderr.write(`[${label} site] ${chunk}`))
  return copy
}

/**
 * Playwright's global setup (after its web servers: the sign-in providers and ClamAV): migrates and seeds the embedded
 * database once, then starts the two copies of the build the specs share, the main one and the editing one, on copies
 * of it. Every other copy of the site with data of its own starts from a copy of it too (startSiteCopyWithOwnData)
 * instead of creating, migrating and seeding its own database: three seedings in turn took about 20 s of the phase.
 */
export default async function seedSiteData(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-seeded-'))
  process.env[SEEDED_PGLITE] = await seededFolder(folder)
  const copies = await Promise.all([sharedCopy('main', mainPort), sharedCopy('editing', editingPort)])
  const stop = () => {
    for (const copy of copies) copy?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
  // Stopped with the runner however it ends: each copy is a process group of its own, which outlives its parent.
  process.once('exit', stop)
  return stop
}
