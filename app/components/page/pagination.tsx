import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { hiddenInPrint } from '~/components/styles/print'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { bareList } from '../styles/resets'
import { lastPage, pageWindow } from './pagination-window'
import { patchSearch } from './patch-search'

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 40px 0 0;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    ${bareList}
  }
  a,
  span {
    align-items: center;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    color: ${colors.text};
    display: inline-flex;
    height: 40px;
    justify-content: center;
    min-width: 40px;
    padding: 0 10px;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  [aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.textInverse};
    ${currentInForcedColors}
  }
  span[aria-disabled='true'] {
    color: ${colors.thirdSoft};
  }
  ${hiddenInPrint}
`

interface PaginationProps {
  page: number
  size: number
  total: number
}

/**
 * Page links that change only `page` in the current address, so every other filter is kept and the
 * browser's back and forward work.
 */
export function Pagination({ page, size, total }: PaginationProps) {
  const last = lastPage(total, size)
  if (last <= 1) return null
  // The first page has no `page` in its address (see pageSearchParam).
  // `explicitUndefined`: the page-1 link (no `page`) must not count as current on page 2.
  const toPage = (target: number) =>
    ({
      to: '.',
      search: patchSearch({ page: target > 1 ? target : undefined }),
      activeOptions: { explicitUndefined: true },
    }) as const
  return (
    <Nav aria-label={m.pagination_label()}>
      <ol>
        <li>
          {page > 1 ? (
            // Past the end (an old or edited address), 'previous' leads to the last page that has entries.
            <Link {...toPage(Math.min(page - 1, last))} aria-label={m.pagination_previous()} rel="prev">
              ‹
            </Link>
          ) : (
            <span aria-disabled="true">‹</span>
          )}
        </li>
        {pageWindow(page, last).map((number) => (
          <li key={number}>
            <Link
              {...toPage(number)}
              aria-label={m.pagination_page({ page: String(number) })}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < last ? (
            <Link {...toPage(page + 1)} aria-label={m.pagination_next()} rel="next">
              ›
            </Link>
          ) : (
            <span aria-disabled="true">›</span>
          )}
        </li>
      </ol>
    </Nav>
  )
}
