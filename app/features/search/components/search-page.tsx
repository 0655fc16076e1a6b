import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SEARCH_PAGE_SIZE } from '~/api/contract/search-types'
import { EmptyState } from '~/components/page/empty-state'
import { listTotal } from '~/components/page/list-page-frame.styles'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { titleLinkRules } from '~/components/styles/title-link'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { searchQueryOf } from '../search-params'
import { searchQueries } from '../search-queries'
import { SearchResultItem } from './search-result-item'
import { SearchTypeFilter } from './search-type-filter'
import { SiteSearchForm } from './site-search-form'

const route = getRouteApi('/search')

const FormRow = styled.div`
  margin: 0 0 24px;
`

const Results = styled.ol`
  ${bareList}
  display: grid;
  gap: 0;
  li {
    border-bottom: 1px solid ${colors.border};
    padding: 20px 0;
  }
  .meta {
    color: ${colors.textMuted};
    display: flex;
    flex-wrap: wrap;
    font-size: 13px;
    gap: 4px 12px;
    margin: 0 0 6px;
  }
  .type {
    color: ${colors.primary};
    font-weight: 600;
  }
  .original {
    border: 1px solid ${colors.border};
    border-radius: 4px;
    padding: 0 6px;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 6px;
    overflow-wrap: anywhere;
  }
  ${titleLinkRules}
  .snippet {
    color: ${colors.textMuted};
    margin: 0;
    overflow-wrap: anywhere;
  }
  mark {
    background: ${colors.primarySoft};
    color: inherit;
    font-weight: 700;
  }
`

const NoResults = styled.div`
  background: ${colors.surface};
  border-radius: 8px;
  padding: 40px 24px;
  text-align: center;
  p {
    margin: 0 0 12px;
  }
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    justify-content: center;
    margin: 0 0 16px;
  }
`

/** The search page: the field, then the results of the address's query (or a prompt for one). */
export function SearchPage() {
  const search = route.useSearch()
  return (
    <article>
      <PageHeading />
      <FormRow>
        <SiteSearchForm key={search.q} idPrefix="search-page" defaultValue={search.q} />
      </FormRow>
      {search.q ? <SearchResults /> : <p>{m.search_prompt()}</p>}
    </article>
  )
}

function SearchResults() {
  const search = route.useSearch()
  const query = searchQueryOf(search)
  const { data } = useSuspenseQuery(searchQueries.results(getLocale(), query ?? { q: '' }))
  const q = search.q ?? ''
  if (data.counts.length === 0) return <NothingFound q={q} suggestions={data.suggestions} />
  return (
    <>
      <p className={listTotal} aria-live="polite">
        {data.partial ? `${m.search_partial({ query: q })} ` : null}
        {m.search_results_for({ query: q, total: formatNumber(data.total) })}
      </p>
      <SearchTypeFilter counts={data.counts} current={search.type} />
      {data.items.length === 0 ? (
        // A type with no result (an old link): the filter offers those that have some.
        <EmptyState message={m.search_no_results({ query: q })} />
      ) : (
        <Results>
          {data.items.map((hit) => (
            <SearchResultItem key={`${hit.type}-${hit.id}`} hit={hit} />
          ))}
        </Results>
      )}
      <Pagination page={data.page} size={SEARCH_PAGE_SIZE} total={data.total} />
    </>
  )
}

/** Nothing matched: the nearest queries that would, and the inquiry form for what the site does not say. */
function NothingFound({ q, suggestions }: { q: string; suggestions: string[] }) {
  return (
    <NoResults aria-live="polite">
      <p>
        <strong>{m.search_no_results({ query: q })}</strong>
      </p>
      {suggestions.length ? (
        <>
          <p>{m.search_suggestions()}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to="/search" search={{ q: suggestion }}>
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{m.search_no_results_hint()}</p>
      <Link to="/contact">{m.page_contact()}</Link>
    </NoResults>
  )
}
