/**
 * A draft's preview link (issue 24): the public page's address with `?preview=<token>`, e.g. `/news/12?preview=...`.
 * Without valibot: the page cache, the headers and the routes read it too (docs/decisions/0040).
 */
export const PREVIEW_SEARCH_PARAM = 'preview'

/** What a signed preview token looks like (base64url); anything else is refused before it is looked up. */
export const previewTokenPattern = /^[A-Za-z0-9_-]{20,400}$/

/** An address that asks for a draft, whatever its token: never cached, never indexed, never prefetched. */
export function isPreviewAddress(url: URL): boolean {
  return url.searchParams.has(PREVIEW_SEARCH_PARAM)
}
