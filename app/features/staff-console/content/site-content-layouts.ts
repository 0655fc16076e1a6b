import { byKind, contentKinds } from '~/api/contract/kinds/content-kinds'
import { sitePageFields, sitePageTextLimits } from '~/api/contract/site-page-endpoints'
import type { SiteContentKind } from './editable-kinds'
import type { KindLayout } from './site-content-form'

/** A declared kind's form (decision 64): its declared fields, and the contract's schema of them. */
const declaredLayouts = byKind(
  (name): KindLayout => ({
    schema: contentKinds[name].fields,
    fields: contentKinds[name].formFields,
    titleField: contentKinds[name].titleField,
  }),
)

/** Each kind's form: its fields in order, with the input each takes (the contract's schema checks them). */
export const siteContentLayouts: Record<SiteContentKind, KindLayout> = {
  ...declaredLayouts,
  pages: {
    schema: sitePageFields,
    titleField: 'lead',
    fields: [
      { name: 'lead', input: 'localized', max: sitePageTextLimits.lead, multiline: true },
      { name: 'body', input: 'rich' },
      { name: 'effectiveDate', input: 'optional-date' },
    ],
  },
}
