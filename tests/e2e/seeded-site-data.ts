import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backendAnswers, SEEDED_PGLITE, startSiteCopy } from './site-copy'

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

/**
 * Playwright's global setup: the production build, started once on an empty data folder and stopped, migrates and seeds
 * the embedded database there; every copy of the site with data of its own then starts from a copy of that folder
 * (startSiteCopyWithOwnData) instead of creating, migrating and seeding its own database.
 */
export default async function seedSiteData(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-seeded-'))
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
  process.env[SEEDED_PGLITE] = dataDir
  return () => rmSync(folder, { recursive: true, force: true })
}
