import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

describe('the SQL migrations', () => {
  // A migration written by hand without its snapshot makes `npm run db:generate` write it again for the next change.
  it('hold the whole schema: drizzle-kit finds nothing left to migrate', () => {
    // A copy inside the checkout: drizzle.config.ts takes the folder from the environment, relative to the checkout.
    mkdirSync('.data', { recursive: true })
    const copy = mkdtempSync(join('.data', 'migrations-check-'))
    try {
      cpSync('app/backend/db/migrations', copy, { recursive: true })
      const before = readdirSync(copy).sort()
      const run = spawnSync(join('node_modules', '.bin', 'drizzle-kit'), ['generate'], {
        encoding: 'utf8',
        env: { ...process.env, DRIZZLE_MIGRATIONS_DIR: copy },
      })
      expect(`${run.stdout}${run.stderr}`).toContain('No schema changes')
      expect(readdirSync(copy).sort()).toEqual(before)
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  }, 60_000)
})
