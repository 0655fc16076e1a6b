import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** A serious or critical violation: axe's rule, what it asks for, and the first five elements that break it. */
export type SeriousViolation = { rule: string; help: string; targets: string[] }

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** The pages given axe for every document they load. */
const pagesWithAxe = new WeakSet<Page>()

/**
 * axe in every document the page loads from now on, as an init script, which the browser compiles once per document;
 * passing its 550 kB to each check instead (as @axe-core/playwright does) cost about 200 ms per check to compile it
 * again, twice the check itself. A test that checks the pages it loads calls this before the first: its first check
 * then finds axe there too, instead of sending it to the document.
 */
export async function axeInEveryDocument(page: Page): Promise<void> {
  if (pagesWithAxe.has(page)) return
  pagesWithAxe.add(page)
  await page.addInitScript(axeSource)
}

/**
 * The page's serious and critical violations as axe-core finds them now; a page passes with none. The rules are WCAG
 * 2.1 A and AA (`allRules` adds axe's best practices); `within` limits the run to one part of the page (a selector).
 * The pages checked have no frames.
 */
export async function seriousViolations(
  page: Page,
  options: { within?: string; allRules?: boolean } = {},
): Promise<SeriousViolation[]> {
  await axeInEveryDocument(page)
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    ...(options.allRules ? {} : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  }
  // null when the document was loaded before axe was given to the page: it is sent to that document once.
  const run = () =>
    page.evaluate(
      ([within, axeOptions]) => {
        const { axe } = window as unknown as { axe?: { run: (...args: unknown[]) => Promise<AxeResults> } }
        return axe ? axe.run(within ?? document, axeOptions) : null
      },
      [options.within, runOptions] as const,
    )
  let results = await run()
  if (!results) {
    await page.evaluate(axeSource)
    results = await run()
  }
  if (!results) throw new Error('axe did not load in the page')
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
}
