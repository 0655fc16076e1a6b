import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../address/console-addresses'
import { ConsoleLink } from '../address/console-link'

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

interface TablePagerProps {
  page: number
  pageCount: number
  total: number
  /** The address of another page (the first: undefined, so that it leaves the address). */
  pageTo: (page: number | undefined) => ConsoleTarget
}

/** A server-paged table's pages, as links that change the page in the address (and only it). */
export function TablePager({ page, pageCount, total, pageTo }: TablePagerProps) {
  const pages = Math.max(1, pageCount)
  const to = (target: number) => pageTo(target === 1 ? undefined : target)
  return (
    <Pager aria-label={m.admin_table_pages()}>
      <p>{m.admin_table_total({ count: formatNumber(total) })}</p>
      {page > 1 ? <ConsoleLink to={to(page - 1)}>{m.admin_table_previous()}</ConsoleLink> : null}
      <p aria-current="page">{m.admin_table_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</p>
      {page < pages ? <ConsoleLink to={to(page + 1)}>{m.admin_table_next()}</ConsoleLink> : null}
    </Pager>
  )
}
