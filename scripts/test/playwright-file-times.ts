import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Writes, for the suite's summary (scripts/test/suite.mjs), each spec file's test time (the sum of its tests' runs,
 * retries included) and every test that passed only when run again, as JSON lines to SUITE_FILE_TIMES.
 */
export default class FileTimes implements Reporter {
  private readonly seconds = new Map<string, number>()

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file)
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000)
    const target = process.env.SUITE_FILE_TIMES
    if (target && result.retry > 0 && result.status === 'passed') {
      appendFileSync(target, `${JSON.stringify({ retried: `${file}: ${test.titlePath().slice(1).join(' › ')}` })}\n`)
    }
  }

  onEnd() {
    const target = process.env.SUITE_FILE_TIMES
    if (!target) return
    for (const [file, seconds] of this.seconds)
      appendFileSync(target, `${JSON.stringify({ phase: 'end-to-end', file, seconds })}\n`)
  }

  printsToStdio() {
    return false
  }
}
