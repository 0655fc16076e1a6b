import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'

const Pager = styled.nav`
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
  a {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    display: inline-block;
    min-height: 44px;
    padding: 10px 14px;
  }
  p {
    margin: 0;
  }
`

/** A server-paged table's pages, as links that change `page` in the address (and only it). */
export function TablePager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const pages = Math.max(1, pageCount)
  const to = (target: number) => ({
    to: '.' as const,
    search: (previous: Record<string, unknown>) => ({ ...previous, page: target === 1 ? undefined : target }),
  })
  return (
    <Pager aria-label={m.admin_table_pages()}>
      <p>{m.admin_table_total({ count: formatNumber(total) })}</p>
      {page > 1 ? <Link {...to(page - 1)}>{m.admin_table_previous()}</Link> : null}
      <p aria-current="page">{m.admin_table_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</p>
      {page < pages ? <Link {...to(page + 1)}>{m.admin_table_next()}</Link> : null}
    </Pager>
  )
}
