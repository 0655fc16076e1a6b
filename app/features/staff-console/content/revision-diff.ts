import { type Change, diffWords } from 'diff'
import type { PostType } from '~/api/contract/posts'
import type { RichDocument } from '~/api/contract/rich-text'
import { type Locale, locales } from '~/i18n/locales'
import { type AnyPostFields, localizedFieldsOf } from './post-form'

/** One field's comparison: its key (`title`, `body`, `link`) and language (for translated fields), and the changes. */
export interface FieldDiff {
  field: string
  locale?: Locale
  before: string
  after: string
  changes: Change[]
}

/** A document's text as a reader goes through it: one line per block, list items and cells included. */
export function richDocumentText(doc: RichDocument | undefined): string {
  const lines: string[] = []
  const walk = (node: { type: string; content?: unknown[]; text?: string }): string => {
    if (node.type === 'text') return node.text ?? ''
    if (node.type === 'hardBreak') return '\n'
    if (node.type === 'image') return `[${(node as { attrs?: { mediaId?: number } }).attrs?.mediaId ?? ''}]`
    const children = (node.content ?? []) as Array<{ type: string; content?: unknown[]; text?: string }>
    if (node.type === 'paragraph' || node.type === 'heading') return children.map(walk).join('')
    for (const child of children) {
      const text = walk(child)
      if (text !== '') lines.push(text)
    }
    return ''
  }
  if (doc) walk(doc)
  return lines.join('\n')
}

const scalarFields: Record<PostType, readonly string[]> = {
  news: ['publishedAt', 'categoryId'],
  press: ['link', 'publishedAt'],
  patent: ['applicationNumber', 'registrationNumber', 'filedAt', 'registeredAt', 'status', 'office', 'categoryId'],
  thesis: ['authors', 'journal', 'year', 'volume', 'pages', 'doi', 'categoryId'],
}

const scalarText = (value: unknown) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)

const segmenter = (locale: Locale | undefined) =>
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale ?? 'ko-KR', { granularity: 'word' }) : undefined

function compare(field: string, locale: Locale | undefined, before: string, after: string): FieldDiff {
  const intlSegmenter = segmenter(locale)
  const changes = intlSegmenter ? diffWords(before, after, { intlSegmenter }) : diffWords(before, after)
  return { field, ...(locale ? { locale } : {}), before, after, changes }
}

/**
 * What changed from `before` to `after`, field by field, in the form's order: each translated field per language
 * (word by word, with the language's own word boundaries, so Korean, Chinese and Japanese compare by word too), the
 * news body by its text, the other fields as they read. Only the fields that differ.
 */
export function postFieldDiffs(type: PostType, before: AnyPostFields, after: AnyPostFields): FieldDiff[] {
  const read = (fields: AnyPostFields) => fields as unknown as Record<string, unknown>
  const diffs: FieldDiff[] = []
  for (const field of localizedFieldsOf[type])
    for (const locale of locales) {
      const a = (read(before)[field] as Partial<Record<Locale, string>> | undefined)?.[locale] ?? ''
      const b = (read(after)[field] as Partial<Record<Locale, string>> | undefined)?.[locale] ?? ''
      if (a !== b) diffs.push(compare(field, locale, a, b))
    }
  if (type === 'news')
    for (const locale of locales) {
      const a = richDocumentText((read(before).body as Partial<Record<Locale, RichDocument>> | undefined)?.[locale])
      const b = richDocumentText((read(after).body as Partial<Record<Locale, RichDocument>> | undefined)?.[locale])
      const sameDoc =
        JSON.stringify((read(before).body as Record<string, unknown> | undefined)?.[locale]) ===
        JSON.stringify((read(after).body as Record<string, unknown> | undefined)?.[locale])
      if (!sameDoc) diffs.push(compare('body', locale, a, b))
    }
  for (const field of scalarFields[type]) {
    const a = scalarText(read(before)[field])
    const b = scalarText(read(after)[field])
    if (a !== b) diffs.push(compare(field, undefined, a, b))
  }
  return diffs
}
