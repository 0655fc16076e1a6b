import type { postCategories, posts } from '~/backend/db/schema'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import type { ListedPost } from './posts.repository'

type PostRow = typeof posts.$inferSelect
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

export const newsSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  title: pick(post.title, locale),
  summary: pick(post.summary, locale),
  publishedAt: post.publishedAt,
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const patentSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  title: pick(post.title, locale),
  applicationNumber: post.applicationNumber ?? '',
  registrationNumber: post.registrationNumber,
  filedAt: post.filedAt ?? post.publishedAt,
  registeredAt: post.registeredAt,
  status: post.patentStatus ?? 'filed',
  office: post.office ?? 'KR',
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const patentDetailOf = (row: PostWithCategory, locale: Locale) => ({
  ...patentSummaryOf(row, locale),
  summary: pick(row.post.summary, locale),
})

export const thesisSummaryOf = ({ post, category }: PostWithCategory, locale: Locale) => ({
  ...categorized(post, category, locale),
  title: pick(post.title, locale),
  authors: post.authors ?? [],
  journal: post.journal ?? '',
  year: post.year ?? Number(post.publishedAt.slice(0, 4)),
  doi: post.doi ?? '',
  modifiedAt: modifiedAtOf(post),
  noindex: noindexOf(post),
})

export const thesisDetailOf = (row: PostWithCategory, locale: Locale) => ({
  ...thesisSummaryOf(row, locale),
  abstract: pick(row.post.summary, locale),
  volume: row.post.volume,
  pages: row.post.pages,
  doiUrl: `https://doi.org/${row.post.doi ?? ''}`,
})

export const pressItemOf = (post: ListedPost, locale: Locale) => ({
  id: post.id,
  title: pick(post.title, locale),
  outlet: pick(post.outlet, locale),
  publishedAt: post.publishedAt,
  link: post.link ?? '',
})
