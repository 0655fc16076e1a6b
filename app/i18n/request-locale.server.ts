import { AsyncLocalStorage } from 'node:async_hooks'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { baseLocale, type Locale } from './locales'

const requestLocale = new AsyncLocalStorage<Locale>()

// Messages rendered on the server read the locale of the request they belong to.
overwriteGetLocale(() => requestLocale.getStore() ?? baseLocale)

export function runWithLocale<T>(locale: Locale, fn: () => T): T {
  return requestLocale.run(locale, fn)
}
