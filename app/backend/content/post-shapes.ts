import type { postCategories } from '~/backend/db/schema'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { type PostRow, postRows } from './post-editing/post-rows'
import type { ListedPost } from './posts.repository'

type CategoryRow = typeof postCategories.$inferSelect

/** A post with its category, as the public reads (and the previews of drafts) shape it. */
export interface PostWithCategory<P extends ListedPost = ListedPost> {
  post: P
  category: CategoryRow | null
}

function categorized(post: Pick<PostRow, 'id'>, category: CategoryRow | null, locale: Locale) {
  return { id: post.id, categoryId: category?.id ?? null, categoryName: category ? pick(category.name, locale) : null }
}

/** When visitors last got a new version of it (its latest publication): the sitemap's lastmod. */
const modifiedAtOf = (post: { publishAt: Date | null }) => post.publishAt?.toISOString()

/** Whether search engines are told to leave its page out (decision 89): the sitemap leaves it out too. */
const noindexOf = (post: Pick<PostRow, 'seo'>) => post.seo?.noindex === true

/** A post of a list as its kind's row mapping reads it: lists read no body. */
const stored = (post: ListedPost): PostRow => ({ ...post, body: null })

export const newsSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  ...postRows.news.shownOf('list', stored(post), locale),
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const patentSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  ...postRows.patent.shownOf('list', stored(post), locale),
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const patentDetailOf = (row: PostWithCategory, locale: Locale) => ({
  ...patentSummaryOf(row, locale),
  ...postRows.patent.shownOf('page', stored(row.post), locale),
})

export const thesisSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  ...postRows.thesis.shownOf('list', stored(post), locale),
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const thesisDetailOf = (row: PostWithCategory, locale: Locale) => ({
  ...thesisSummaryOf(row, locale),
  ...postRows.thesis.shownOf('page', stored(row.post), locale),
  doiUrl: `https://doi.org/${row.post.doi ?? ''}`,
})

export const pressItemOf = (post: ListedPost, locale: Locale) => ({
  id: post.id,
  ...postRows.press.shownOf('list', stored(post), locale),
})
