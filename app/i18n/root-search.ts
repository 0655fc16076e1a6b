import type { SearchSchemaInput } from '@tanstack/react-router'
import { getLocale } from '~/paraglide/runtime'
import { isLocale, type Locale } from './locales'

export interface RootSearch {
  lang: Locale
}

/**
 * `lang` on every route (docs/decisions/0001). Links may leave it out (it is carried over);
 * a bad value falls back to the page's locale instead of failing. (A plain function, not a valibot schema: see
 * app/components/page/search-params.ts.)
 */
export function rootSearchSchema(search: { lang?: Locale } & SearchSchemaInput): RootSearch {
  return { lang: isLocale(search.lang) ? search.lang : getLocale() }
}
