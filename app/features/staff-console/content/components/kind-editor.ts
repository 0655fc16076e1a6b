import { locales } from '~/i18n/locales'
import type { LocalizedDraft } from '../../kit/localized-text-fields'
import type { ItemFields } from '../content-types'
import type { EditableKind } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import * as kindForm from '../kind-form'
import { kindLayouts } from '../kind-layouts'
import { contentFieldLabels } from '../site-content-labels'
import { KindFormFields } from './kind-form-fields'

/** What every kind's editor takes from its declared form (kind-layouts.ts): all but its addresses and preview. */
export function kindEditor(
  kind: EditableKind,
  name: () => string,
): Omit<EditorKind<kindForm.KindForm>, 'listAddress' | 'itemAddress' | 'newAddress'> {
  const layout = kindLayouts[kind]
  return {
    kind,
    name,
    inputId: kindForm.kindInputId,
    emptyForm: () => kindForm.emptyKindForm(layout),
    formOf: (fields: ItemFields) => kindForm.kindFormOf(layout, fields),
    fieldsInput: (form) => kindForm.kindFieldsInput(layout, form),
    problems: (form, goal) => kindForm.kindFormProblems(layout, form, goal),
    titleOf: (form) => {
      const title = form[layout.titleField] as LocalizedDraft | undefined
      return locales.map((locale) => title?.[locale]?.trim() ?? '').find(Boolean) ?? ''
    },
    texts: (fields) => kindForm.kindFieldTexts(layout, fields),
    fieldLabels: contentFieldLabels,
    Fields: KindFormFields,
  }
}
