import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { LocalizedDraft } from '../../kit/localized-text-fields'
import type { ItemFields } from '../content-types'
import type { SiteContentKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import { siteContentPath } from '../site-content-address'
import {
  emptyKindForm,
  type KindForm,
  kindFieldsInput,
  kindFieldTexts,
  kindFormOf,
  kindFormProblems,
  kindInputId,
} from '../site-content-form'
import { siteContentFieldLabels, siteContentKindLabels, sitePageLabels } from '../site-content-labels'
import { siteContentLayouts } from '../site-content-layouts'
import { KindFormFields } from './kind-form-fields'

function siteContentEditor(kind: SiteContentKind): EditorKind<KindForm> {
  const layout = siteContentLayouts[kind]
  return {
    kind,
    name: siteContentKindLabels[kind],
    path: (item) => siteContentPath(kind, item),
    inputId: kindInputId,
    emptyForm: () => emptyKindForm(layout),
    formOf: (fields: ItemFields) => kindFormOf(layout, fields),
    fieldsInput: (form) => kindFieldsInput(layout, form),
    problems: (form) => kindFormProblems(layout, form),
    titleOf: (form) => (form[layout.titleField] as LocalizedDraft | undefined)?.['ko-KR'] ?? '',
    texts: (fields) => kindFieldTexts(layout, fields),
    fieldLabels: siteContentFieldLabels,
    Fields: KindFormFields,
    listTitle: kind === 'pages' ? (name) => sitePageLabels[name as SitePageName]?.() ?? name : undefined,
  }
}

/** The site's other content as the console edits it, by kind. */
export const siteContentEditors = Object.fromEntries(
  (Object.keys(siteContentLayouts) as SiteContentKind[]).map((kind) => [kind, siteContentEditor(kind)]),
) as Record<SiteContentKind, EditorKind<KindForm>>
