import * as v from 'valibot'
import { type Locale, locales } from '~/i18n/locales'
import { oneOfField, pageField, textField } from '../address/search-fields'

export const MEDIA_PAGE_SIZE = 24

export interface MediaListQuery {
  q?: string
  missing?: Locale
  usable?: boolean
  page: number
  size: number
}

/** The library's address query: `q`, `missing` (a language), `page`. */
export const mediaSearch = v.object({ q: textField(100), missing: oneOfField(locales), page: pageField() })

/** The library's query from its address: every image, newest first, by default. */
export function mediaQueryOf({ q, missing, page }: v.InferOutput<typeof mediaSearch>): MediaListQuery {
  return { ...(q ? { q } : {}), ...(missing ? { missing } : {}), page: page ?? 1, size: MEDIA_PAGE_SIZE }
}
