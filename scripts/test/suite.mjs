// npm test: the whole suite, phase by phase, stopping at the first failure. Prints each phase's time against its share
// of the budget (.ci/run must finish in 20 minutes on the 2-core CI machine: README, "Tests"), then the slowest test
// files and every end-to-end test that passed only when run again.
//   node scripts/test/suite.mjs [phase names…]   runs only the phases named (checks, unit, postgres, build, container,
//                                                e2e, durability), in the suite's order

import { spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { printSummary } from './summary.mjs'

/**
 * The phases, in order, with each one's share of the budget in seconds. The shares add up to 21 minutes 20, and
 * .ci/run's own installs (Debian's packages, npm install), which it times itself, take 1:40 more: three minutes over the
 * 20 of the target since the container image's phase, until the end-to-end phase gives them back (README, "Tests").
 */
export const phases = [
  // Side by side (`together`): the type checker keeps one core busy, the linters mostly the other.
  {
    name: 'checks',
    label: 'typecheck and lint',
    budget: 40,
    together: true,
    commands: [
      ['npm', 'run', 'typecheck'],
      ['npm', 'run', 'lint'],
    ],
  },
  { name: 'unit', label: 'unit and contract tests on PGlite', budget: 195, commands: [['npx', 'vitest', 'run']] },
  {
    name: 'postgres',
    label: 'contract and fault tests on PostgreSQL',
    budget: 105,
    commands: [['bash', 'scripts/test-on-postgres.sh']],
  },
  { name: 'build', budget: 60, commands: [['npm', 'run', 'build']] },
  {
    name: 'container',
    label: 'container image',
    budget: 180,
    commands: [
      ['bash', 'scripts/ensure-packages.sh', 'podman', 'runc', 'debootstrap'],
      ['npx', 'vitest', 'run', '--config', 'vitest.container.config.ts'],
    ],
  },
  { name: 'e2e', label: 'end-to-end', budget: 660, commands: [['npm', 'run', 'test:e2e']] },
  {
    name: 'durability',
    budget: 40,
    // Side by side: each waits on its server's restarts more than it computes, on ports and folders of its own.
    together: true,
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

/** The records the test runners wrote so far (file times, crashed workers, retried tests). */
function readRecords() {
  try {
    return readFileSync(fileTimes, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    return [] // No test runner reported (only typecheck or lint ran).
  }
}

/**
 * A Vitest run that failed only because the runtime killed a worker (V8's check on WebAssembly code pages, hit now and
 * then while PGlite's engine is compiled: nodejs/node#64500; decision 63) runs those files once more, and the
 * summary names them as it names a retried end-to-end test. Any other failure stands.
 */
async function rerunCrashedFiles(command, label, code) {
  if (command[1] !== 'vitest') return code
  const crash = readRecords().findLast((entry) => entry.phase === label && 'crashed' in entry)
  if (!crash || crash.failedElsewhere) return code
  console.log(`\nsuite: a worker was killed by ${crash.signal} running ${crash.crashed.join(', ')}; those files run once more`)
  const again = await run([...command, ...crash.crashed], { SUITE_FILE_TIMES: fileTimes, SUITE_PHASE: label })
  if (again === 0) {
    for (const file of crash.crashed)
      appendFileSync(
        fileTimes,
        `${JSON.stringify({ retried: `${file}: its worker killed by ${crash.signal}, passed when run again` })}\n`,
      )
  }
  return again
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
    let code = await run(command, { SUITE_FILE_TIMES: fileTimes, SUITE_PHASE: label })
    if (code !== 0) code = await rerunCrashedFiles(command, label, code)
    if (phase.commands.length > 1) {
      commandTimes.push({ phase: label, file: command.join(' '), seconds: (performance.now() - commandStarted) / 1000 })
    }
    if (code !== 0) failed ??= `${label} (${command.join(' ')} exited ${code})`
  }
  if (phase.together) await Promise.all(phase.commands.map(runCommand))
  else {
    for (const command of phase.commands) {
      await runCommand(command)
      if (failed) break
    }
  }
  timings.push({ label, seconds: (performance.now() - started) / 1000, budget: phase.budget })
  if (failed) break
}

const records = [...commandTimes, ...readRecords().filter((entry) => !('crashed' in entry))]
rmSync(reportDir, { recursive: true, force: true })
printSummary(timings, records)
if (failed) {
  console.error(`\nsuite: failed in ${failed}`)
  process.exit(1)
}
