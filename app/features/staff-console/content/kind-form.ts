import type * as v from 'valibot'
import { employmentTypes } from '~/api/contract/company'
import type { FormField } from '~/api/contract/kinds/kind-fields'
import { patentStatuses } from '~/api/contract/posts'
import { type Locale, locales } from '~/i18n/locales'
import { type LocalizedDraft, localizedDraftOf } from '../kit/localized-text-fields'
import type { ItemFields } from './content-types'
import { type FieldProblem, type FormGoal, schemaProblems } from './editor-kind'
import { type FieldText, localizedTexts, scalarText } from './revision-diff'
import { type LocalizedBody, richFieldInput, richFieldTexts } from './rich-field'
import { type SeoDraft, seoDraftOf, seoFieldsInput, seoFieldTexts } from './seo-form'

/** A line of a product's specifications as the form holds it; `key` tells the lines apart while they move. */
export interface SpecRow {
  key: string
  label: LocalizedDraft
  value: LocalizedDraft
}

/** A value of the form as its input holds it: texts per language, a checkbox, the rest as the input's string. */
export type FormValue = LocalizedDraft | LocalizedBody | boolean | string | SpecRow[] | SeoDraft
export type KindForm = Record<string, FormValue>

/** What a kind's form is: the contract's schema of its fields, its fields in the form's order, and its title field. */
export interface KindLayout {
  /** The contract's schema of the kind's fields as publishing needs them (its declaration in api/contract/kinds/). */
  schema: v.GenericSchema
  /** The same as a draft is saved: any language first (decision 80), named in one at least. */
  draftSchema: v.GenericSchema
  fields: readonly FormField[]
  titleField: string
}

let rows = 0

/** A new line of specifications (empty, or with the API's texts). */
export const specRow = (label?: Partial<Record<Locale, string>>, value?: Partial<Record<Locale, string>>): SpecRow => {
  rows += 1
  return { key: `spec-${rows}`, label: localizedDraftOf(label), value: localizedDraftOf(value) }
}

/** Today in Korea (the company's calendar), as `YYYY-MM-DD`. */
export const koreaToday = (now = Date.now()) => new Date(now + 9 * 3600_000).toISOString().slice(0, 10)

const isTranslated = (field: FormField) => field.input === 'localized' || field.input === 'optional-localized'
const numbered = new Set<FormField['input']>(['number', 'faq-category', 'post-category', 'media'])

/** A new item's value of a field, as its input holds it. */
function emptyValue(field: FormField, now: Date): FormValue {
  switch (field.input) {
    case 'localized':
    case 'optional-localized':
      return localizedDraftOf(null)
    case 'boolean':
      return field.initial
    case 'number':
      return String(field.initial(now))
    case 'date':
      return koreaToday(now.getTime())
    case 'employment':
      return employmentTypes[0]
    case 'patent-status':
      return patentStatuses[0]
    case 'text':
      return field.initial ?? ''
    case 'specs':
      return []
    case 'rich':
      return {}
    case 'seo':
      return seoDraftOf(null)
    default:
      return ''
  }
}

export function emptyKindForm(layout: KindLayout, now = new Date()): KindForm {
  return Object.fromEntries(layout.fields.map((field) => [field.name, emptyValue(field, now)]))
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The form of an item's fields as the API answers them. */
export function kindFormOf(layout: KindLayout, fields: ItemFields): KindForm {
  const form = emptyKindForm(layout)
  for (const field of layout.fields) {
    const value = fields[field.name]
    if (isTranslated(field)) form[field.name] = localizedDraftOf(value as Partial<Record<Locale, string>>)
    else if (field.input === 'boolean') form[field.name] = value === true
    else if (field.input === 'rich') form[field.name] = { ...(value as LocalizedBody | undefined) }
    else if (field.input === 'specs')
      form[field.name] = (Array.isArray(value) ? value : []).map((row) => {
        const read = row as { label?: Partial<Record<Locale, string>>; value?: Partial<Record<Locale, string>> }
        return specRow(read.label, read.value)
      })
    else if (field.input === 'text-list') form[field.name] = (Array.isArray(value) ? value : []).map(textOf).join('\n')
    else if (field.input === 'seo') form[field.name] = seoDraftOf(value as Parameters<typeof seoDraftOf>[0])
    else if (value !== undefined && value !== null) form[field.name] = textOf(value)
    else if (field.input === 'media' || field.input === 'faq-category' || field.input === 'post-category') form[field.name] = ''
  }
  return form
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()))
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The fields as the API takes them, from the form (unchecked: kindFormProblems checks them). */
export function kindFieldsInput(layout: KindLayout, form: KindForm): ItemFields {
  const input: Record<string, unknown> = {}
  for (const field of layout.fields) {
    const value = form[field.name]
    if (field.input === 'rich') input[field.name] = richFieldInput(value as LocalizedBody)
    else if (field.input === 'specs') input[field.name] = (value as SpecRow[]).map(({ label, value }) => ({ label, value }))
    // Normalized: a form the browser kept from before the field existed has none.
    else if (field.input === 'seo') input[field.name] = seoFieldsInput(seoDraftOf(value as SeoDraft | undefined))
    else if (isTranslated(field) || field.input === 'boolean') input[field.name] = value
    else if (numbered.has(field.input)) input[field.name] = numberOrNull(String(value))
    else if (field.input === 'text-list') input[field.name] = linesOf(String(value))
    else if (field.input === 'optional-date' || field.input === 'optional-text') input[field.name] = String(value).trim() || null
    else input[field.name] = String(value).trim()
  }
  // Texts, numbers, booleans, lists and documents: what JSON carries.
  return input as ItemFields
}

/**
 * What is wrong with the form, by the contract's schema of the kind (the API checks the same): to save it as a draft,
 * or to publish it (its Korean text besides).
 */
export function kindFormProblems(layout: KindLayout, form: KindForm, goal: FormGoal): Record<string, FieldProblem> {
  return schemaProblems(goal === 'publish' ? layout.schema : layout.draftSchema, kindFieldsInput(layout, form))
}

/** A product's specifications in one language, a line each (`label: value`), as a comparison reads them. */
function specTexts(name: string, value: unknown): FieldText[] {
  const rows = (Array.isArray(value) ? value : []) as Array<Partial<Record<'label' | 'value', Partial<Record<Locale, string>>>>>
  return locales.map((locale) => ({
    field: name,
    locale,
    text: rows.map((row) => `${row.label?.[locale] ?? ''}: ${row.value?.[locale] ?? ''}`).join('\n'),
  }))
}

/** A kind's fields as a comparison reads them, in the form's order. */
export function kindFieldTexts(layout: KindLayout, fields: Record<string, unknown>): FieldText[] {
  return layout.fields.flatMap((field) =>
    isTranslated(field)
      ? localizedTexts(field.name, fields[field.name])
      : field.input === 'specs'
        ? specTexts(field.name, fields[field.name])
        : field.input === 'rich'
          ? richFieldTexts(field.name, fields[field.name])
          : field.input === 'seo'
            ? seoFieldTexts(field.name, fields[field.name])
            : [scalarText(field.name, fields[field.name])],
  )
}

/** The id of a field's input (`name.ko-KR` → `item-name-ko-KR`, `specs.0.label.en-US` → `item-specs-0-label-en-US`). */
export const kindInputId = (key: string) => `item-${key.replaceAll('.', '-')}`
