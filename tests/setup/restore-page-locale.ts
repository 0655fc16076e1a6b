import { afterEach } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'

/**
 * The unit tests share their worker's modules (vitest.config.ts), Paraglide's runtime among them: a test that sets the
 * page's language (overwriteGetLocale) has it set back after it, so the next file starts in the default one.
 */
const pageLocaleAtStart = getLocale
afterEach(() => {
  overwriteGetLocale(pageLocaleAtStart)
})
