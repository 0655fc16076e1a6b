// `npm run lint:migrations`: every migration after the last one released before the rule (0020) only expands the
// schema, or declares itself a contraction of what an earlier migration made unused (scripts/migrations/
// expand-contract.mjs, decision 67). Exits 1 naming each statement that would break the release still running.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expandContractProblems } from './migrations/expand-contract.mjs'

/** Migrations up to this one were written before rolling upgrades; the renames of 0018 among them. */
const CHECKED_AFTER = '0020'

const folder = join(import.meta.dirname, '..', 'app', 'backend', 'db', 'migrations')
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'))
const problems = journal.entries
  .map((entry) => entry.tag)
  .filter((tag) => tag.slice(0, 4) > CHECKED_AFTER)
  .flatMap((tag) => expandContractProblems(tag.slice(0, 4), readFileSync(join(folder, `${tag}.sql`), 'utf8')))

if (problems.length > 0) {
  console.error('Migrations that would break the release still running during a rolling upgrade (decision 67):')
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`migrations: every migration after ${CHECKED_AFTER} only expands the schema, or contracts what was unused`)
