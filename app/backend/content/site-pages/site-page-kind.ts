import { asc } from 'drizzle-orm'
import type { KindFields } from '~/api/contract/kinds/content-kinds'
import { emptySeoFields } from '~/api/contract/seo-fields'
import { sitePages } from '~/backend/db/schema'
import type { ContentKind } from '../editing/content-kind'
import { checkLibraryImages, checkShareImages } from '../editing/library-images'
import type { Unnamed } from '../kinds/chosen-order'
import { korean, required } from '../kinds/kind-fields'

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
  translatedFields: [required('lead', sitePages.lead), required('body', sitePages.body)],
  listOrder: [asc(sitePages.id)],
  toRow: (fields) => ({ lead: fields.lead, body: fields.body, effectiveDate: fields.effectiveDate, seo: fields.seo }),
  fromRow: (row) => ({
    lead: korean(row.lead),
    body: { ...row.body, 'ko-KR': row.body['ko-KR'] ?? { type: 'doc', content: [] } },
    effectiveDate: row.effectiveDate,
    seo: row.seo ?? emptySeoFields,
  }),
  prepare: async (tx, fields) => {
    await checkLibraryImages(tx, fields.body, 'body')
    await checkShareImages(tx, fields.seo)
    return fields
  },
}
