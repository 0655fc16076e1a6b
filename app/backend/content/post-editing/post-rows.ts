import { postKinds as declared } from '~/api/contract/kinds/post-kinds'
import { posts } from '~/backend/db/schema'
import { declaredRow } from '../kinds/declared-row'

export type PostRow = typeof posts.$inferSelect

/**
 * The row mappings of the post types, derived from their declarations (decision 120). What a patent's or a thesis's
 * row may lack (rows written before their columns were filled) comes from its publication day.
 */
export const postRows = {
  news: declaredRow(declared.news.formFields, posts),
  press: declaredRow(declared.press.formFields, posts),
  patent: declaredRow(declared.patent.formFields, posts, { filedAt: (row: PostRow) => row.publishedAt }),
  thesis: declaredRow(declared.thesis.formFields, posts, { year: (row: PostRow) => Number(row.publishedAt.slice(0, 4)) }),
}
