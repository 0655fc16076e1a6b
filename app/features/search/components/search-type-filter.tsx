import { Link } from '@tanstack/react-router'
import type { SearchType } from '~/api/contract/search-types'
import type { SiteSearchResult } from '~/api/contract/site-search'
import { FilterChips } from '~/components/page/filter-chips.styles'
import { patchSearch } from '~/components/page/patch-search'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { searchTypeLabels } from '../search-type-labels'

interface SearchTypeFilterProps {
  counts: SiteSearchResult['counts']
  current: SearchType | undefined
}

/** 'All' and each type that has results, with its count; choosing one goes back to the first page. */
export function SearchTypeFilter({ counts, current }: SearchTypeFilterProps) {
  const choose = (type: SearchType | undefined) =>
    ({ to: '.', search: patchSearch({ type, page: undefined }), activeOptions: { explicitUndefined: true } }) as const
  const all = counts.reduce((sum, entry) => sum + entry.count, 0)
  return (
    <FilterChips aria-label={m.search_type_label()}>
      <ul>
        <li>
          <Link {...choose(undefined)} aria-current={current === undefined ? 'page' : undefined}>
            {m.search_type_count({ type: m.search_type_all(), count: formatNumber(all) })}
          </Link>
        </li>
        {counts.map((entry) => (
          <li key={entry.type}>
            <Link {...choose(entry.type)} aria-current={current === entry.type ? 'page' : undefined}>
              {m.search_type_count({ type: searchTypeLabels[entry.type](), count: formatNumber(entry.count) })}
            </Link>
          </li>
        ))}
      </ul>
    </FilterChips>
  )
}
