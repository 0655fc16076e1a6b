import type { SearchHit } from '~/api/contract/site-search'
import { sitePageLabels } from '~/features/static-pages/site-pages'
import { formatDate } from '~/i18n/format'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { searchTypeLabels } from '../search-type-labels'
import { Highlighted } from './highlighted'
import { SearchHitLink } from './search-hit-link'

/**
 * One result: its type, its title (a long-form page's is its menu label) linked to where it is read, the passage
 * that matched, its day; a result with no translation is marked and spoken as Korean.
 */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const locale = getLocale()
  const lang = hit.fallback ? baseLocale : undefined
  return (
    <li>
      <p className="meta">
        <span className="type">{searchTypeLabels[hit.type]()}</span>
        {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, locale)}</time> : null}
        {hit.fallback ? <span className="original">{m.search_korean_original()}</span> : null}
      </p>
      <h2 lang={hit.type === 'page' ? undefined : lang}>
        <SearchHitLink hit={hit}>
          {hit.type === 'page' && hit.pageName ? sitePageLabels[hit.pageName]() : <Highlighted runs={hit.title} />}
        </SearchHitLink>
      </h2>
      {hit.snippet.length ? (
        <p className="snippet" lang={lang}>
          <Highlighted runs={hit.snippet} />
        </p>
      ) : null}
    </li>
  )
}
