import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { LocalizedDraft } from '../../kit/localized-text-fields'
import type { ItemFields } from '../content-types'
import { creatableSiteContentKinds, type SiteContentKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import * as kindForm from '../site-content-form'
import { siteContentFieldLabels, siteContentKindLabels, sitePageLabels } from '../site-content-labels'
import { siteContentLayouts } from '../site-content-layouts'
import { KindFormFields } from './kind-form-fields'

/** A new item's address, for a kind staff add to. */
function newItemAddress(kind: SiteContentKind): EditorKind<kindForm.KindForm>['newAddress'] {
  const creatable = creatableSiteContentKinds.find((candidate) => candidate === kind)
  return creatable ? { section: 'site-content', view: 'new', kind: creatable } : undefined
}

function siteContentEditor(kind: SiteContentKind): EditorKind<kindForm.KindForm> {
  const layout = siteContentLayouts[kind]
  return {
    kind,
    name: siteContentKindLabels[kind],
    listAddress: { section: 'site-content', view: 'list', kind },
    itemAddress: (id) => ({ section: 'site-content', view: 'item', kind, id }),
    newAddress: newItemAddress(kind),
    inputId: kindForm.kindInputId,
    emptyForm: () => kindForm.emptyKindForm(layout),
    formOf: (fields: ItemFields) => kindForm.kindFormOf(layout, fields),
    fieldsInput: (form) => kindForm.kindFieldsInput(layout, form),
    problems: (form) => kindForm.kindFormProblems(layout, form),
    titleOf: (form) => (form[layout.titleField] as LocalizedDraft | undefined)?.['ko-KR'] ?? '',
    texts: (fields) => kindForm.kindFieldTexts(layout, fields),
    fieldLabels: siteContentFieldLabels,
    Fields: KindFormFields,
    listTitle: kind === 'pages' ? (name) => sitePageLabels[name as SitePageName]?.() ?? name : undefined,
  }
}

/** The site's other content as the console edits it, by kind. */
export const siteContentEditors = Object.fromEntries(
  (Object.keys(siteContentLayouts) as SiteContentKind[]).map((kind) => [kind, siteContentEditor(kind)]),
) as Record<SiteContentKind, EditorKind<kindForm.KindForm>>
