import { test as base, expect, type Page, type TestInfo } from '@playwright/test'

interface ConsoleGuardOptions {
  /** Console errors a test expects (for example the browser's own log line for a 404 document). */
  allowedConsoleErrors: RegExp[]
}

/**
 * Every test fails when the page logs a console error or throws an uncaught exception,
 * unless the test declared that error as expected.
 */
export const test = base.extend<ConsoleGuardOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
      problems.push(`console.error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) await noteRendering(page, testInfo)
    expect(problems, 'the page logged errors').toEqual([])
  },
})

/**
 * After a failure, whether Chromium still draws the page, in the report (an annotation, and the test's output). An
 * action's "stable" check waits for the page's next animation frames: a click that timed out there with no "element is
 * not stable" in its call log waited for a frame that never came (decision 63, mypage-profile in a rehearsal), which
 * is the browser's stall, not a page that kept moving. This says which one the next time.
 */
async function noteRendering(page: Page, testInfo: TestInfo): Promise<void> {
  if (page.isClosed()) return
  const frame = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const asked = performance.now()
        requestAnimationFrame(() => resolve(`drew a frame ${Math.round(performance.now() - asked)} ms after it was asked`))
        setTimeout(() => resolve('drew no frame in 2 s: Chromium had stopped rendering it'), 2000)
      }),
  )
  const busy = new Promise<string>((resolve) =>
    setTimeout(() => resolve('did not answer in 3 s: its main thread was busy'), 3000),
  )
  const answer = await Promise.race([frame, busy]).catch(() => undefined)
  if (!answer) return
  testInfo.annotations.push({ type: 'rendering after the failure', description: `the page ${answer}` })
  console.warn(`rendering after the failure: the page ${answer}`)
}

export { type Locale, locales } from '~/i18n/locales'
export { expect }

/** The browser's own log line when a document answers 404 on purpose. */
export const notFoundConsoleError = /Failed to load resource: the server responded with a status of 404/
