import type { ReactNode } from 'react'
import type { PostCategory } from '~/api/contract/posts'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { CategoryFilter } from './category-filter'
import { EmptyState } from './empty-state'
import { listTotal } from './list-page-frame.styles'
import { PageHeading } from './page-heading'
import { Pagination } from './pagination'

interface ListPageFrameProps {
  page: { items: unknown[]; page: number; size: number; total: number }
  /** When given, a category filter above the list. */
  categories?: { all: PostCategory[]; current: number | undefined }
  children: ReactNode
}

/** A paged list page: heading, optional category filter, the total (announced), the list or its empty state, pagination. */
export function ListPageFrame({ page, categories, children }: ListPageFrameProps) {
  return (
    <article>
      <PageHeading />
      {categories ? <CategoryFilter categories={categories.all} current={categories.current} /> : null}
      <p className={listTotal} aria-live="polite">
        {m.list_total({ total: formatNumber(page.total) })}
      </p>
      {page.items.length === 0 ? <EmptyState /> : children}
      <Pagination page={page.page} size={page.size} total={page.total} />
    </article>
  )
}
