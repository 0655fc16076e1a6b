import { postKinds as declared } from '~/api/contract/kinds/post-kinds'
import { posts } from '~/backend/db/schema'
import { declaredRow } from '../kinds/declared-row'

export type PostRow = typeof posts.$inferSelect

const news = declared.news.formFields
const press = declared.press.formFields
const patent = declared.patent.formFields
const thesis = declared.thesis.formFields

/**
 * The row mappings of the post types, derived from their declarations (decision 120). What a patent's or a thesis's
 * row may lack (rows written before their columns were filled) comes from its publication day.
 */
export const postRows = {
  news: declaredRow<typeof news, PostRow>(news, posts),
  press: declaredRow<typeof press, PostRow>(press, posts),
  patent: declaredRow<typeof patent, PostRow>(patent, posts, { filedAt: (row) => row.publishedAt }),
  thesis: declaredRow<typeof thesis, PostRow>(thesis, posts, { year: (row) => Number(row.publishedAt.slice(0, 4)) }),
}
