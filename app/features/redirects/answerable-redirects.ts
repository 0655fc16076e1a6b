import { fromAddressOf, toAddressOf } from '~/api/contract/redirect-addresses'
import type { SiteRedirect } from '~/api/contract/redirect-endpoints'
import { chainedRedirects, type RedirectLetterCase, type RedirectTable, redirectTableOf } from '~/api/contract/redirect-matching'

/**
 * The redirects the site answers of those the list holds (decision 111): each must still pass the rules a save checks
 * now, since one kept before them may not (an old address that is one of the site's own pages, a to-address that a
 * browser reads as another host's, a loop through the site's own absolute address). A to-address on the site's own host
 * (`siteUrl`) is answered as the path it names. Of two whose old addresses the matching takes for one (in another
 * order of the query, or letter case with `letterCase` any: decision 116), the first. The ids of the others, which are
 * not answered.
 */
export function answerableRedirects(
  list: readonly SiteRedirect[],
  siteUrl: string,
  letterCase: RedirectLetterCase,
): { table: RedirectTable<SiteRedirect>; refused: number[] } {
  const valid = list.flatMap((redirect) => {
    const from = fromAddressOf(redirect.from)
    const to = toAddressOf(redirect.to, siteUrl)
    return 'address' in from && from.address === redirect.from && to ? [{ ...redirect, to: to.address }] : []
  })
  const chained = new Set(chainedRedirects(valid))
  const { table } = redirectTableOf(
    valid.filter((redirect) => !chained.has(redirect)),
    letterCase,
  )
  const answeredIds = new Set([...table.byKey.values()].map((redirect) => redirect.id))
  return { table, refused: list.filter((redirect) => !answeredIds.has(redirect.id)).map((redirect) => redirect.id) }
}
