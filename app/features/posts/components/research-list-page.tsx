import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PostCategory } from '~/api/contract/posts'
import { ListPageFrame } from '~/components/page/list-page-frame'
import { categoryChip, rowList } from './post-list-styles'

interface ResearchItem {
  id: number
  categoryName: string | null
  title: string
}

interface ResearchListPageProps<Item extends ResearchItem> {
  page: { items: Item[]; page: number; size: number; total: number }
  categories: { all: PostCategory[]; current: number | undefined }
  detailPage: '/research/patent/$id' | '/research/thesis/$id'
  /** The line under an item's title. */
  byline(item: Item): ReactNode
  /** An item's facts, beside it on wide screens. */
  facts(item: Item): ReactNode
}

/** A research list (patents, papers): category filter, then a row per item: category, title, byline and facts. */
export function ResearchListPage<Item extends ResearchItem>({
  page,
  categories,
  detailPage,
  byline,
  facts,
}: ResearchListPageProps<Item>) {
  return (
    <ListPageFrame page={page} categories={categories}>
      <ul className={rowList}>
        {page.items.map((item) => (
          <li key={item.id}>
            <div>
              {item.categoryName ? <span className={categoryChip}>{item.categoryName}</span> : null}
              <h2>
                <Link to={detailPage} params={{ id: String(item.id) }}>
                  {item.title}
                </Link>
              </h2>
              <p className="meta">{byline(item)}</p>
            </div>
            <p className="meta">{facts(item)}</p>
          </li>
        ))}
      </ul>
    </ListPageFrame>
  )
}
