import * as v from 'valibot'
import { type PostFields, postFieldSchemas } from '~/api/contract/post-editing-endpoints'
import type { PostType } from '~/api/contract/posts'
import { type Locale, locales } from '~/i18n/locales'
import { type FieldProblem, schemaProblems } from './editor-kind'
import { type FieldText, localizedTexts, scalarText } from './revision-diff'
import { type LocalizedBody, namingKoreanEditor, richFieldInput, richFieldTexts } from './rich-field'

/** Any post type's fields, as the API answers them. */
export type AnyPostFields = PostFields<PostType>

export type LocalizedInput = Record<Locale, string>
export type PatentStatus = PostFields<'patent'>['status']

/**
 * What the editor's form holds, for every type (each type uses its own fields of it): texts as typed, numbers and
 * choices as the inputs' strings, a thesis's authors one a line, the news body as a document per language.
 */
export interface PostForm {
  title: LocalizedInput
  summary: LocalizedInput
  outlet: LocalizedInput
  body: LocalizedBody
  publishedAt: string
  categoryId: string
  link: string
  applicationNumber: string
  registrationNumber: string
  filedAt: string
  registeredAt: string
  status: PatentStatus
  office: string
  authors: string
  journal: string
  year: string
  volume: string
  pages: string
  doi: string
}

/** The localized text fields of each type, in the form's order. */
export const localizedFieldsOf: Record<PostType, readonly ('title' | 'summary' | 'outlet')[]> = {
  news: ['title', 'summary'],
  press: ['title', 'outlet'],
  patent: ['title', 'summary'],
  thesis: ['title', 'summary'],
}

/** Whether a localized field needs its Korean text (patents' and theses' summaries may be left out). */
export const koreanRequired = (type: PostType, field: 'title' | 'summary' | 'outlet') => field !== 'summary' || type === 'news'

const emptyLocalized = (): LocalizedInput => Object.fromEntries(locales.map((locale) => [locale, ''])) as LocalizedInput

const localizedOf = (value: Partial<Record<Locale, string>> | undefined): LocalizedInput => ({
  ...emptyLocalized(),
  ...value,
})

/** Today in Korea (the company's calendar), as `YYYY-MM-DD`. */
export const koreaToday = (now = Date.now()) => new Date(now + 9 * 3600_000).toISOString().slice(0, 10)

/** The form of a new item of a type. */
export function emptyPostForm(now = Date.now()): PostForm {
  return {
    title: emptyLocalized(),
    summary: emptyLocalized(),
    outlet: emptyLocalized(),
    body: {},
    publishedAt: koreaToday(now),
    categoryId: '',
    link: '',
    applicationNumber: '',
    registrationNumber: '',
    filedAt: koreaToday(now),
    registeredAt: '',
    status: 'filed',
    office: 'KR',
    authors: '',
    journal: '',
    year: String(new Date(now).getUTCFullYear()),
    volume: '',
    pages: '',
    doi: '',
  }
}

/** The form of an item's fields as the API answers them. */
export function postFormOf(fields: AnyPostFields): PostForm {
  const form = emptyPostForm()
  const read = fields as Partial<Record<string, unknown>>
  const text = (key: string) => (typeof read[key] === 'string' ? (read[key] as string) : '')
  return {
    ...form,
    title: localizedOf(fields.title),
    summary: localizedOf('summary' in fields ? fields.summary : undefined),
    outlet: localizedOf('outlet' in fields ? fields.outlet : undefined),
    body: 'body' in fields ? { ...fields.body } : {},
    publishedAt: text('publishedAt') || form.publishedAt,
    categoryId: typeof read.categoryId === 'number' ? String(read.categoryId) : '',
    link: text('link'),
    applicationNumber: text('applicationNumber'),
    registrationNumber: text('registrationNumber'),
    filedAt: text('filedAt') || form.filedAt,
    registeredAt: text('registeredAt'),
    status: read.status === 'registered' ? 'registered' : 'filed',
    office: text('office'),
    authors: Array.isArray(read.authors) ? read.authors.join('\n') : '',
    journal: text('journal'),
    year: typeof read.year === 'number' ? String(read.year) : form.year,
    volume: text('volume'),
    pages: text('pages'),
    doi: text('doi'),
  }
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()))
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The fields of a type as the API takes them, from the form (unchecked: postFormProblems checks them). */
export function postFieldsInput(type: PostType, form: PostForm): Record<string, unknown> {
  switch (type) {
    case 'news':
      return {
        title: form.title,
        summary: form.summary,
        body: richFieldInput(form.body),
        publishedAt: form.publishedAt,
        categoryId: numberOrNull(form.categoryId),
      }
    case 'press':
      return { title: form.title, outlet: form.outlet, link: form.link.trim(), publishedAt: form.publishedAt }
    case 'patent':
      return {
        title: form.title,
        summary: form.summary,
        applicationNumber: form.applicationNumber,
        registrationNumber: textOrNull(form.registrationNumber),
        filedAt: form.filedAt,
        registeredAt: textOrNull(form.registeredAt),
        status: form.status,
        office: form.office,
        categoryId: numberOrNull(form.categoryId),
      }
    case 'thesis':
      return {
        title: form.title,
        summary: form.summary,
        authors: form.authors
          .split('\n')
          .map((author) => author.trim())
          .filter(Boolean),
        journal: form.journal,
        year: numberOrNull(form.year),
        volume: textOrNull(form.volume),
        pages: textOrNull(form.pages),
        doi: form.doi,
        categoryId: numberOrNull(form.categoryId),
      }
  }
}

/**
 * What is wrong with the form, by the contract's own schema of the type (the API checks the same): each field's key
 * with its problem; none when it can be saved. The news body's Korean text is required (an empty document too).
 */
export function postFormProblems(type: PostType, form: PostForm): Record<string, FieldProblem> {
  const problems = schemaProblems(postFieldSchemas[type], postFieldsInput(type, form))
  if (type === 'news') namingKoreanEditor(problems, 'body', form.body)
  return problems
}

/** The fields as the API takes them, checked: undefined when the form has a problem. */
export function postFieldsOf(type: PostType, form: PostForm): AnyPostFields | undefined {
  const result = v.safeParse(postFieldSchemas[type], postFieldsInput(type, form))
  return result.success ? result.output : undefined
}

/** The id of a field's input on the page, for focus and labels (`title.ko-KR` → `post-title-ko-KR`). */
export const fieldInputId = (key: string) => `post-${key.replace('.', '-')}`

const scalarFields: Record<PostType, readonly string[]> = {
  news: ['publishedAt', 'categoryId'],
  press: ['link', 'publishedAt'],
  patent: ['applicationNumber', 'registrationNumber', 'filedAt', 'registeredAt', 'status', 'office', 'categoryId'],
  thesis: ['authors', 'journal', 'year', 'volume', 'pages', 'doi', 'categoryId'],
}

/** A type's fields as a comparison reads them: the translated ones per language, the news body by its text, the rest. */
export function postFieldTexts(type: PostType, fields: Record<string, unknown>): FieldText[] {
  const texts = localizedFieldsOf[type].flatMap((field) => localizedTexts(field, fields[field]))
  if (type === 'news') texts.push(...richFieldTexts('body', fields.body))
  return [...texts, ...scalarFields[type].map((field) => scalarText(field, fields[field]))]
}
