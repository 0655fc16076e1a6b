import { Link } from '@tanstack/react-router'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'

/**
 * Previous and next page of a second list on one page (a member's points), by its own key of the address, so that it
 * pages without touching the page's other lists.
 */
export function PagerLinks({ param, page, pageCount }: { param: string; page: number; pageCount: number }) {
  const pages = Math.max(1, pageCount)
  if (pages === 1) return null
  const to = (target: number) => ({
    to: '.' as const,
    search: (previous: Record<string, unknown>) => ({ ...previous, [param]: target === 1 ? undefined : target }) as never,
  })
  return (
    <nav aria-label={m.admin_table_pages()} className="actions">
      {page > 1 ? <Link {...to(page - 1)}>{m.admin_table_previous()}</Link> : null}
      <span aria-current="page">{m.admin_table_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</span>
      {page < pages ? <Link {...to(page + 1)}>{m.admin_table_next()}</Link> : null}
    </nav>
  )
}
