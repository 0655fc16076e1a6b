import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../address/console-addresses'
import { ConsoleLink } from '../address/console-link'

interface PagerLinksProps {
  page: number
  pageCount: number
  /** The address of another page (the first: undefined, so that it leaves the address). */
  pageTo: (page: number | undefined) => ConsoleTarget
}

/**
 * Previous and next page of a list in a few links: a second list on one page (a member's points, by its own key of
 * the address, so that it pages without touching the page's other lists), or a grid.
 */
export function PagerLinks({ page, pageCount, pageTo }: PagerLinksProps) {
  const pages = Math.max(1, pageCount)
  if (pages === 1) return null
  const to = (target: number) => pageTo(target === 1 ? undefined : target)
  return (
    <nav aria-label={m.admin_table_pages()} className="actions">
      {page > 1 ? <ConsoleLink to={to(page - 1)}>{m.admin_table_previous()}</ConsoleLink> : null}
      <span aria-current="page">{m.admin_table_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</span>
      {page < pages ? <ConsoleLink to={to(page + 1)}>{m.admin_table_next()}</ConsoleLink> : null}
    </nav>
  )
}
