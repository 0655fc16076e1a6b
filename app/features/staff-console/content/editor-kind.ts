import type { ComponentType, Dispatch, SetStateAction } from 'react'
import * as v from 'valibot'
import type { ActionOutcome } from '~/api/action-outcome'
import { isEmptyRichDocument, type RichDocument } from '~/api/contract/rich-text'
import type { TextFault } from '~/api/contract/text-fault'
import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { textFaults } from '~/api/contract/text-faults'
import { formatNumber } from '~/i18n/format'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../address/console-addresses'
import type { ItemFields } from './content-types'
import type { EditableKind } from './editable-kinds'
import type { FieldText } from './revision-diff'

/** A text longer than its field takes: the most it takes, and by how many characters it is over, as the contract counts. */
export interface TooLong {
  max: number
  over: number
}

/**
 * A field's problem: left empty though required, a translated field written in no language though a draft needs it in
 * one (its title), longer than it takes, not what it must be (a date, an address, a year), or a text the contract
 * refuses (a character nothing can keep, a line break in a field of one line).
 */
export type FieldProblem = 'required' | 'in_no_language' | TooLong | 'invalid' | TextFault

/** What the form is checked for: a draft's save, or publishing (which needs the Korean text too, decision 80). */
export type FormGoal = 'draft' | 'publish'

export const isTooLong = (problem: FieldProblem | undefined): problem is TooLong => typeof problem === 'object'

export function problemText(problem: FieldProblem | undefined): string | undefined {
  if (problem === undefined) return undefined
  if (isTooLong(problem))
    return m.admin_post_problem_too_long({ max: formatNumber(problem.max), over: formatNumber(problem.over) })
  if (problem === 'required') return m.admin_post_problem_required()
  if (problem === 'in_no_language') return m.admin_post_problem_in_no_language()
  if (problem === 'invalid') return m.admin_post_problem_invalid()
  return textFaultMessages[problem]()
}

/**
 * A translatable field's messages per language, from the form's problems: a language's own (`title.ko-KR`), else the
 * field's as a whole (`title`: written in none), which every language shown says.
 */
export function localizedErrors(problems: Record<string, FieldProblem>, field: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const text = problemText(problems[`${field}.${locale}`] ?? problems[field])
      return text ? [[locale, text]] : []
    }),
  )
}

/** What a kind's form fields are given: the form, its setter, the problems shown, and when to show `form` afresh. */
export interface FieldsProps<Form> {
  kind: EditableKind
  form: Form
  setForm: Dispatch<SetStateAction<Form>>
  problems: Record<string, FieldProblem>
  /** Changes when editors holding their own state (rich text) must show the form afresh (a restored revision). */
  generation: number
  /** The language the form edits (decision 79), and choosing another. */
  language: Locale
  onLanguage: (locale: Locale) => void
  /** The item edited; none for a new one. */
  itemId?: number
}

/**
 * One kind as the console edits it: the list, the new item, the workspace (draft, publication, revisions, a stale
 * save's comparison) and the browser's kept typing are the same for every kind; what differs is here: its name and
 * addresses, its form (the fields as typed, to and from the API's fields), the problems and the texts compared.
 */
export interface EditorKind<Form> {
  kind: EditableKind
  /** The kind's name, as its tab and its list are titled ("Clients"). */
  name: () => string
  /** The console addresses of the kind's list and of an item. */
  listAddress: ConsoleTarget
  itemAddress: (id: number) => ConsoleTarget
  /** A new item's address; none for a kind staff neither add to nor take from (the long-form pages). */
  newAddress?: ConsoleTarget
  /** The id of a field's input on the page (`title.ko-KR`), for labels and focus. */
  inputId: (key: string) => string
  emptyForm: () => Form
  formOf: (fields: ItemFields) => Form
  /** The fields as the API takes them (unchecked: `problems` checks them). */
  fieldsInput: (form: Form) => ItemFields
  problems: (form: Form, goal: FormGoal) => Record<string, FieldProblem>
  /** The item's name, for its heading: in Korean, else in the first language written. */
  titleOf: (form: Form) => string
  /** Each field's text as a comparison shows it, in the form's order. */
  texts: (fields: Record<string, unknown>) => FieldText[]
  fieldLabels: Record<string, () => string>
  Fields: ComponentType<FieldsProps<Form>>
  /** A signed preview of the draft on the real page (news, patents, theses). */
  preview?: (id: number) => Promise<ActionOutcome<{ path: string }>>
  /** Ends the item's preview links made so far. */
  revokePreviews?: (id: number) => Promise<ActionOutcome<{ revoked: true }>>
}

/** A form field's key from an issue's path: up to its language (`specs.0.label.ko-KR`), else its first segment. */
function problemKey(path: string | null): string | undefined {
  if (!path) return undefined
  const parts = path.split('.')
  const localeAt = parts.findIndex((part) => locales.includes(part as Locale))
  return localeAt >= 0 ? parts.slice(0, localeAt + 1).join('.') : parts[0]
}

function valueAt(input: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], input)
}

const isEmptyDocument = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as RichDocument).type === 'doc' &&
  isEmptyRichDocument(value as RichDocument)

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  isEmptyDocument(value)

/** A translated text as the form holds it (a text per language), with nothing written in any. */
const isWrittenInNoLanguage = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([locale, text]) => locales.includes(locale as Locale) && isBlank(text))

/** What an issue of the schema means for the field at `key`, whose value the form holds as `value`. */
function problemOf(issue: v.BaseIssue<unknown>, value: unknown): FieldProblem {
  if (isBlank(value)) return 'required'
  if (isWrittenInNoLanguage(value)) return 'in_no_language'
  // The limit's own numbers (its requirement, the length it read), so that "by how much" is the contract's count.
  if (issue.type === 'max_length' && typeof issue.input === 'string' && typeof issue.requirement === 'number')
    return { max: issue.requirement, over: issue.input.length - issue.requirement }
  return 'invalid'
}

/**
 * What is wrong with a form's fields, by the contract's own schema of the kind and its rule of every text (the API
 * checks the same, texts first): each field's key with its problem; none when it can be saved.
 */
export function schemaProblems(schema: v.GenericSchema, input: Record<string, unknown>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {}
  for (const { path, fault } of textFaults(schema, input)) {
    const key = problemKey(path)
    if (key && !problems[key]) problems[key] = fault
  }
  const result = v.safeParse(schema, input)
  if (!result.success)
    for (const issue of result.issues) {
      const key = problemKey(v.getDotPath(issue))
      if (key && !problems[key]) problems[key] = problemOf(issue, valueAt(input, key))
    }
  return problems
}
