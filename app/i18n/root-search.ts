import * as v from 'valibot'
import { getLocale } from '~/paraglide/runtime'
import { locales } from './locales'

/**
 * `lang` on every route (ARCHITECTURE.md §4). Links may leave it out (it is carried over);
 * a bad value falls back to the page's locale instead of failing.
 */
export const rootSearchSchema = v.object({
  lang: v.fallback(v.optional(v.picklist(locales), getLocale), getLocale),
})

export type RootSearch = v.InferOutput<typeof rootSearchSchema>
