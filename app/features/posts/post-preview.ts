import { notFound } from '@tanstack/react-router'
import { PREVIEW_SEARCH_PARAM, previewTokenPattern } from '~/api/contract/preview-token'
import { searchParser } from '~/components/page/search-params'

/**
 * `?preview=` of a news, patent or paper page (docs/decisions/0040). Any value is kept, so that a wrong token is the
 * not-found page rather than the published item; `previewToken` checks it.
 */
export const previewSearch = searchParser({
  [PREVIEW_SEARCH_PARAM]: (value: unknown) => (value === undefined ? undefined : String(value).slice(0, 500)),
})

/** The search of a news, patent or paper page, `?preview=`, and the loader's share of it. */
export const postDetailSearch = {
  validateSearch: previewSearch,
  loaderDeps: ({ search: { preview } }: { search: { preview?: string } }) => ({ preview }),
}

/** The token the page asks with, or undefined for the published page; a malformed one is not found. */
export function previewToken(preview: string | undefined): string | undefined {
  if (preview === undefined) return undefined
  if (!previewTokenPattern.test(preview)) throw notFound()
  return preview
}

/**
 * What a preview adds to the page's head: never indexed (the server also sends `X-Robots-Tag`), and its address,
 * token included, never sent on as a referrer.
 */
export const previewHeadMeta = [
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]
