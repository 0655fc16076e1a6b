import { test as base, expect } from '@playwright/test'

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
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return
      problems.push(`console.error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await use(page)
    expect(problems, 'the page logged errors').toEqual([])
  },
})

export { type Locale, locales } from '~/i18n/locales'
export { expect }

/** The browser's own log line when a document answers 404 on purpose. */
export const notFoundConsoleError = /Failed to load resource: the server responded with a status of 404/
