import { appendFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, SerializedError, TestModule } from 'vitest/node'

const record = (entry: object) => {
  const target = process.env.SUITE_FILE_TIMES
  if (target) appendFileSync(target, `${JSON.stringify({ phase: process.env.SUITE_PHASE ?? 'vitest', ...entry })}\n`)
}

/**
 * Writes each test file's whole time (import, hooks and tests, which Vitest's JSON report leaves out but its hooks) as a
 * JSON line to SUITE_FILE_TIMES, for the suite's list of its slowest files (scripts/test/suite.mjs); and, at the end,
 * the files whose worker the process's own runtime killed (decision 63: V8's WebAssembly code, nodejs/node#64500),
 * with whether any other file failed, so that the suite may run those files once more.
 */
export default class FileTimes implements Reporter {
  onTestModuleEnd(testModule: TestModule) {
    const time = testModule.diagnostic()
    const seconds = (time.prepareDuration + time.setupDuration + time.collectDuration + time.duration) / 1000
    record({ file: relative(process.cwd(), testModule.moduleId), seconds })
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const crashes = unhandledErrors.map((error) =>
      /Worker exited unexpectedly with signal (\w+) .*running test file (\S+)/.exec(
        `${error.message ?? ''} ${String((error as { cause?: { message?: string } }).cause?.message ?? '')}`,
      ),
    )
    const crashed = crashes.flatMap((match) => (match?.[2] ? [relative(process.cwd(), match[2])] : []))
    if (crashed.length === 0) return
    const failedElsewhere =
      crashes.some((match) => !match) ||
      testModules.some((module) => module.state() === 'failed' && !crashed.includes(relative(process.cwd(), module.moduleId)))
    record({ crashed, signal: crashes.find(Boolean)?.[1], failedElsewhere })
  }
}
