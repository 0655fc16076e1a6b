import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { getLocale } from '~/paraglide/runtime'
import { listQuery } from '../post-search'
import { postQueries } from '../posts-queries'
import { ResearchListPage } from './research-list-page'

const route = getRouteApi('/research/thesis/')

/** Papers: category filter, then title, authors, journal and year of each. */
export function ThesisListPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const { data: categories } = useSuspenseQuery(postQueries.categories(locale, 'thesis'))
  const query = listQuery('thesis', search, categories)
  const { data: page } = useSuspenseQuery(postQueries.thesisPage(locale, query))
  return (
    <ResearchListPage
      page={page}
      categories={{ all: categories, current: query.idCategory }}
      detailPage="/research/thesis/$id"
      byline={(item) => item.authors.join(', ')}
      facts={(item) => (
        <>
          <cite>{item.journal}</cite> · {item.year}
        </>
      )}
    />
  )
}
