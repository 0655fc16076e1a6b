// The suite's closing report (scripts/test/suite.mjs): phases against their budget, the slowest test files, and the
// end-to-end tests that needed a second run.

const SLOWEST = 15

/** Minutes and seconds, rounded to the whole second first (899.6 s is 15:00, not 14:60). */
export function clock(seconds) {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * @param {{ label: string, seconds: number, budget: number, beside?: boolean, waited?: number }[]} timings
 * @param {Array<{ phase: string, file: string, seconds: number } | { retried: string }>} records
 * @param {number} wall the suite's own time: a phase run beside others adds only what the suite waited for it
 */
export function printSummary(timings, records, wall) {
  const width = Math.max('all phases'.length, ...timings.map((timing) => timing.label.length))
  console.log('\n━━ suite: time by phase (budget: .ci/run in 20 minutes, README "Tests") ━━')
  let budget = 0
  for (const timing of timings) {
    // A phase beside others has a share of its own time; only the wait for it counts against the suite's.
    if (!timing.beside) budget += timing.budget
    const over = timing.seconds > timing.budget ? `  OVER its share by ${clock(timing.seconds - timing.budget)}` : ''
    const beside = timing.beside ? `  beside the phases before it; waited for ${clock(timing.waited ?? 0)}` : ''
    console.log(
      `${timing.label.padEnd(width)}  ${clock(timing.seconds).padStart(6)} of ${clock(timing.budget).padStart(5)}${over}${beside}`,
    )
  }
  console.log(`${'all phases'.padEnd(width)}  ${clock(wall).padStart(6)} of ${clock(budget).padStart(5)}`)

  const files = records.filter((record) => 'file' in record).sort((a, b) => b.seconds - a.seconds)
  if (files.length > 0) {
    console.log(`\n━━ suite: the ${Math.min(SLOWEST, files.length)} slowest test files ━━`)
    for (const record of files.slice(0, SLOWEST)) {
      console.log(`${record.seconds.toFixed(1).padStart(7)} s  ${record.file}  (${record.phase})`)
    }
  }
  const retried = records.filter((record) => 'retried' in record)
  if (retried.length > 0) {
    console.log(`\n━━ suite: ${retried.length} test(s) passed only when run again (flaky: fix at the cause) ━━`)
    for (const record of retried) console.log(`  ${record.retried}`)
  }
}
