// npm test: the whole suite, phase by phase, stopping at the first failure. Prints each phase's time against its share
// of the budget (.ci/run must finish in 20 minutes on the 2-core CI machine: README, "Tests"), then the slowest test
// files and every end-to-end test that passed only when run again.
//   node scripts/test/suite.mjs [phase names…]   runs only the phases named (checks, container, unit, postgres, build,
//                                                e2e, durability), in the suite's order

import { spawn } from 'node:child_process'
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clock, printSummary } from './summary.mjs'

/**
 * The phases, in order, with each one's share of the budget in seconds. The shares of the phases that run in turn add
 * up to 18 minutes 30, and .ci/run's own installs (Debian's packages, npm install), which it times itself, take 1:30
 * more: the 20 of the target (README, "Tests"). The container image's phase runs beside others, within its own share.
 */
export const phases = [
  // Side by side (`together`): the type checker keeps one core busy, the linters mostly the other.
  {
    name: 'checks',
    label: 'typecheck and lint',
    budget: 25,
    together: true,
    commands: [
      ['npm', 'run', 'typecheck'],
      ['npm', 'run', 'lint'],
    ],
  },
  {
    name: 'container',
    label: 'container image',
    budget: 180,
    // Beside the unit, PostgreSQL and build phases (`beside`), which leave a core idle a fifth of the time: the image's
    // build reads and writes files as much as it computes. The end-to-end phase, which keeps both cores busy, waits
    // for it (`alone`). Its output is printed whole when it ends.
    beside: true,
    commands: [
      ['bash', 'scripts/ensure-packages.sh', 'podman', 'runc', 'debootstrap'],
      ['npx', 'vitest', 'run', '--config', 'vitest.container.config.ts'],
    ],
  },
  { name: 'unit', label: 'unit and contract tests on PGlite', budget: 235, commands: [['npx', 'vitest', 'run']] },
  {
    name: 'postgres',
    label: 'contract and fault tests on PostgreSQL',
    budget: 110,
    commands: [['bash', 'scripts/test-on-postgres.sh']],
  },
  { name: 'build', budget: 45, commands: [['npm', 'run', 'build']] },
  { name: 'e2e', label: 'end-to-end', budget: 660, alone: true, commands: [['npm', 'run', 'test:e2e']] },
  {
    name: 'durability',
    budget: 35,
    // Side by side: each waits on its server's restarts more than it computes, on ports and folders of its own.
    together: true,
    commands: [
      ['node', 'scripts/durability/inquiries.mjs'],
      ['node', 'scripts/durability/inquiries.mjs', '--postgres'],
    ],
  },
]

/** Runs a command to its end, printing as it goes, or into `logFile` when given; resolves with its exit code. */
function run([command, ...args], env, logFile) {
  return new Promise((resolve) => {
    const output = logFile ? openSync(logFile, 'a') : undefined
    const stdio = output === undefined ? 'inherit' : ['ignore', output, output]
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => {
      if (output !== undefined) closeSync(output)
      resolve(code ?? (signal ? 1 : 0))
    })
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
/** A phase's commands, in turn or side by side, printing as they go or into `logFile`; the phase's timing. */
async function runPhase(phase, logFile) {
  const label = phase.label ?? phase.name
  const started = performance.now()
  /** Runs one of the phase's commands; its exit code, and its time when the phase has several commands. */
  const runCommand = async (command) => {
    const commandStarted = performance.now()
    let code = await run(command, { SUITE_FILE_TIMES: fileTimes, SUITE_PHASE: label }, logFile)
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
  return { label, seconds: (performance.now() - started) / 1000, budget: phase.budget }
}

/** The phases running beside the others (`beside`), until a phase that runs alone or the end of the suite. */
const besides = []
/** Waits for the phases running beside, prints each one's output and notes how long the suite waited for it. */
async function endBesides() {
  for (const beside of besides.splice(0)) {
    const waitStarted = performance.now()
    const timing = await beside.done
    const waited = (performance.now() - waitStarted) / 1000
    console.log(`\n━━ suite: ${timing.label}, run beside the phases before (waited for it ${clock(waited)}) ━━`)
    process.stdout.write(readFileSync(beside.logFile, 'utf8'))
    timings.push({ ...timing, beside: true, waited })
  }
}

const suiteStarted = performance.now()
for (const phase of chosen) {
  if (phase.alone) await endBesides()
  if (failed) break
  const label = phase.label ?? phase.name
  if (phase.beside) {
    const logFile = join(reportDir, `${phase.name}.log`)
    console.log(`\n━━ suite: ${label} starts beside the next phases; its output follows when it ends ━━`)
    besides.push({ logFile, done: runPhase(phase, logFile) })
    continue
  }
  console.log(`\n━━ suite: ${label} ━━`)
  timings.push(await runPhase(phase))
  if (failed) break
}
await endBesides()

const records = [...commandTimes, ...readRecords().filter((entry) => !('crashed' in entry))]
rmSync(reportDir, { recursive: true, force: true })
printSummary(timings, records, (performance.now() - suiteStarted) / 1000)
if (failed) {
  console.error(`\nsuite: failed in ${failed}`)
  process.exit(1)
}
