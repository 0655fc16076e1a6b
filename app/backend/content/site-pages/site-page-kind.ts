import { asc } from 'drizzle-orm'
import { contentKinds, type KindFields } from '~/api/contract/kinds/content-kinds'
import { sitePages } from '~/backend/db/schema'
import type { ContentKind } from '../editing/content-kind'
import { checkLibraryImages, checkShareImages } from '../editing/library-images'
import type { Unnamed } from '../kinds/chosen-order'
import { declaredRow } from '../kinds/declared-row'

type SitePageRow = typeof sitePages.$inferSelect

/**
 * The long-form pages for the editing engine (decision 52): listed by their name (the console shows the page's menu
 * label), the lead and the body required in Korean. They are never created nor deleted (a fixed kind).
 */
export const sitePageAdapter: Unnamed<ContentKind<KindFields<'pages'>, SitePageRow>> = {
  table: sitePages,
  scope: undefined,
  titleField: 'lead',
  listTitle: (row) => row.name,
  ...declaredRow(contentKinds.pages.formFields, sitePages),
  listOrder: [asc(sitePages.id)],
  prepare: async (tx, fields) => {
    await checkLibraryImages(tx, fields.body, 'body')
    await checkShareImages(tx, fields.seo)
    return fields
  },
}
