import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Writes each test file's whole time (import, hooks and tests, which Vitest's JSON report leaves out but its hooks) as a
 * JSON line to SUITE_FILE_TIMES, for the suite's list of its slowest files (scripts/test/suite.mjs).
 */
export default class FileTimes implements Reporter {
  onTestModuleEnd(testModule: TestModule) {
    const target = process.env.SUITE_FILE_TIMES
    if (!target) return
    const time = testModule.diagnostic()
    const seconds = (time.prepareDuration + time.setupDuration + time.collectDuration + time.duration) / 1000
    const file = relative(process.cwd(), testModule.moduleId)
    appendFileSync(target, `${JSON.stringify({ phase: process.env.SUITE_PHASE ?? 'vitest', file, seconds })}\n`)
  }
}
