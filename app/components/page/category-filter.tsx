import { Link } from '@tanstack/react-router'
import type { PostCategory } from '~/api/contract/posts'
import { m } from '~/paraglide/messages'
import { FilterChips } from './filter-chips.styles'
import { patchSearch } from './patch-search'

interface CategoryFilterProps {
  categories: PostCategory[]
  current: number | undefined
}

/** 'All' and one link per category; choosing one goes back to the first page and keeps the other filters. */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const choose = (category: number | undefined) =>
    ({ to: '.', search: patchSearch({ category, page: undefined }), activeOptions: { explicitUndefined: true } }) as const
  return (
    <FilterChips aria-label={m.filter_category_label()}>
      <ul>
        <li>
          <Link {...choose(undefined)} aria-current={current === undefined ? 'page' : undefined}>
            {m.filter_all()}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link {...choose(category.id)} aria-current={current === category.id ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </FilterChips>
  )
}
