import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** A serious or critical violation: axe's rule, what it asks for, and the first five elements that break it. */
export type SeriousViolation = { rule: string; help: string; targets: string[] }

/**
 * The page's serious and critical violations as axe-core finds them now; a page passes with none. The rules are WCAG
 * 2.1 A and AA (`allRules` adds axe's best practices); `within` limits the run to one part of the page.
 *
 * axe runs inside the page (its legacy mode): the default mode opens a blank page after every run to merge the
 * frames' results, which cost about as much as the run itself, and the pages checked have no frames to merge.
 */
export async function seriousViolations(
  page: Page,
  options: { within?: string; allRules?: boolean } = {},
): Promise<SeriousViolation[]> {
  let axe = new AxeBuilder({ page }).setLegacyMode(true)
  if (!options.allRules) axe = axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (options.within) axe = axe.include(options.within)
  const results = await axe.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
}
