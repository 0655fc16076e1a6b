import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import type { PostCategory } from '~/api/contract/posts'
import { m } from '~/paraglide/messages'
import { colors } from '~/styles/theme'
import { patchSearch } from './patch-search'

const Nav = styled.nav`
  margin: 0 0 32px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    border: 1px solid ${colors.border};
    border-radius: 999px;
    color: ${colors.text};
    display: inline-block;
    padding: 8px 18px;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  a[aria-current='page'] {
    background: ${colors.secondary};
    border-color: ${colors.secondary};
    color: ${colors.textInverse};
  }
`

interface CategoryFilterProps {
  categories: PostCategory[]
  current: number | undefined
}

/** 'All' and one link per category; choosing one goes back to the first page and keeps the other filters. */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const choose = (category: number | undefined) =>
    ({ to: '.', search: patchSearch({ category, page: undefined }), activeOptions: { explicitUndefined: true } }) as const
  return (
    <Nav aria-label={m.filter_category_label()}>
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
    </Nav>
  )
}
