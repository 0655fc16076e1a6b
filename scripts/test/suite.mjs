// npm test: the whole suite, phase by phase, stopping at the first failure. Prints each phase's time against its share
// of the budget (.ci/run must finish in 20 minutes on the 2-core CI machine: README, "Tests"), then the slowest test
// files and every end-to-end test that passed only when run again.
//   node scripts/test/suite.mjs [phase names…]   runs only the phases named (typecheck, lint, unit, postgres, build,
//                                                e2e, durability), in the suite's order

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { printSummary } from './summary.mjs'

/**
 * The phases, in order, with each one's share of the budget in seconds. The shares add up to 18 minutes 20: the rest of
 * the 20 is .ci/run's own installs (Debian's packages, npm install), which it times itself.
 */
export const phases = [
  { name: 'typecheck', budget: 20, commands: [['npm', 'run', 'typecheck']] },
  { name: 'lint', budget: 20, commands: [['npm', 'run', 'lint']] },
  { name: 'unit', label: 'unit and contract tests on PGlite', budget: 195, commands: [['npx', 'vitest', 'run']] },
  {
    name: 'postgres',
    label: 'contract and fault tests on PostgreSQL',
    budget: 105,
    commands: [['bash', 'scripts/test-on-postgres.sh']],
  },
  { name: 'build', budget: 60, commands: [['npm', 'run', 'build']] },
  { name: 'e2e', label: 'end-to-end', budget: 660, commands: [['npm', 'run', 'test:e2e']] },
  {
    name: 'durability',
    budget: 40,
    commands: [
      ['node', 'scripts/durability/inquiries.mjs'],
      ['node', 'scripts/durability/inquiries.mjs', '--postgres'],
    ],
  },
]

function run([command, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !phases.some((phase) => phase.name === name))
if (unknown.length > 0) {
  console.error(`suite: no phase named ${unknown.join(', ')} (phases: ${phases.map((phase) => phase.name).join(', ')})`)
  process.exit(2)
}
const chosen = wanted.length > 0 ? phases.filter((phase) => wanted.includes(phase.name)) : phases

const reportDir = mkdtempSync(join(tmpdir(), 'suite-'))
const fileTimes = join(reportDir, 'file-times.jsonl')
const timings = []
/** A phase of several commands (durability) lists each among the slow files; the test runners list their own files. */
const commandTimes = []
let failed
for (const phase of chosen) {
  const label = phase.label ?? phase.name
  console.log(`\n━━ suite: ${label} ━━`)
  const started = performance.now()
  /** Runs one of the phase's commands; its exit code, and its time when the phase has several commands. */
  const runCommand = async (command) => {
    const commandStarted = performance.now()
    const code = await run(command, { SUITE_FILE_TIMES: fileTimes, SUITE_PHASE: label })
    if (phase.commands.length > 1) {
      commandTimes.push({ phase: label, file: command.join(' '), seconds: (performance.now() - commandStarted) / 1000 })
    }
    if (code !== 0) failed ??= `${label} (${command.join(' ')} exited ${code})`
  }
  for (const command of phase.commands) {
    await runCommand(command)
    if (failed) break
  }
  timings.push({ label, seconds: (performance.now() - started) / 1000, budget: phase.budget })
  if (failed) break
}

let records = [...commandTimes]
try {
  records = records.concat(
    readFileSync(fileTimes, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  )
} catch {
  // No test runner reported (only typecheck or lint ran).
}
rmSync(reportDir, { recursive: true, force: true })
printSummary(timings, records)
if (failed) {
  console.error(`\nsuite: failed in ${failed}`)
  process.exit(1)
}
