import { byKind, contentKinds } from '~/api/contract/kinds/content-kinds'
import type { SiteContentKind } from './editable-kinds'
import type { KindLayout } from './site-content-form'

/**
 * Each kind's form: its declared fields in order, with the input each takes, and the contract's schema of them, which
 * checks them (decision 64).
 */
export const siteContentLayouts: Record<SiteContentKind, KindLayout> = byKind(
  (name): KindLayout => ({
    schema: contentKinds[name].fields,
    fields: contentKinds[name].formFields,
    titleField: contentKinds[name].titleField,
  }),
)
