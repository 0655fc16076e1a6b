import { type Change, diffWords } from 'diff'
import type { RichDocument } from '~/api/contract/rich-text'
import { type Locale, locales } from '~/i18n/locales'

/**
 * One field's comparison: its key (`title`, `body`, `link`) and language (for translated fields), and the changes; for
 * a document, the library images it gained and lost (by `mediaId`), which its text leaves out.
 */
export interface FieldDiff {
  field: string
  locale?: Locale
  before: string
  after: string
  changes: Change[]
  addedImages?: number[]
  removedImages?: number[]
}

type DocumentNode = { type: string; content?: unknown[]; text?: string; attrs?: { mediaId?: number } }

/** The library images of a document, in the order a reader meets them (their `mediaId`). */
export function richDocumentImages(doc: RichDocument | undefined): number[] {
  const images: number[] = []
  const walk = (node: DocumentNode) => {
    if (node.type === 'image' && node.attrs?.mediaId) images.push(node.attrs.mediaId)
    for (const child of (node.content ?? []) as DocumentNode[]) walk(child)
  }
  if (doc) walk(doc)
  return images
}

/** A document's text as a reader goes through it: one line per block, list items and cells included; no images. */
export function richDocumentText(doc: RichDocument | undefined): string {
  const lines: string[] = []
  const walk = (node: DocumentNode): string => {
    if (node.type === 'text') return node.text ?? ''
    if (node.type === 'hardBreak') return '\n'
    if (node.type === 'image') return ''
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

const segmenter = (locale: Locale | undefined) =>
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale ?? 'ko-KR', { granularity: 'word' }) : undefined

/** The images of one list not in the other, each as often as it is missing there. */
function imagesNotIn(images: readonly number[], other: readonly number[]): number[] {
  const left = [...other]
  return images.filter((image) => {
    const at = left.indexOf(image)
    if (at === -1) return true
    left.splice(at, 1)
    return false
  })
}

function compare(field: string, locale: Locale | undefined, before: FieldText | undefined, after: FieldText): FieldDiff {
  const [a, b] = [before?.text ?? '', after.text]
  const intlSegmenter = segmenter(locale)
  const changes = intlSegmenter ? diffWords(a, b, { intlSegmenter }) : diffWords(a, b)
  const [added, removed] = [
    imagesNotIn(after.images ?? [], before?.images ?? []),
    imagesNotIn(before?.images ?? [], after.images ?? []),
  ]
  return {
    field,
    ...(locale ? { locale } : {}),
    before: a,
    after: b,
    changes,
    ...(added.length > 0 ? { addedImages: added } : {}),
    ...(removed.length > 0 ? { removedImages: removed } : {}),
  }
}

/**
 * A field's text as a comparison reads it (a translated field once per language); `same`, when given, tells whether
 * two versions are the same where the text cannot (a document's images and marks).
 */
export interface FieldText {
  field: string
  locale?: Locale
  text: string
  same?: string
  /** A document's library images, which its text leaves out. */
  images?: readonly number[]
}

const keyOf = (text: FieldText) => `${text.field}|${text.locale ?? ''}`

/**
 * What changed from `before` to `after`, field by field, in the form's order: word by word, with each language's own
 * word boundaries (so Korean, Chinese and Japanese compare by word too). Only the fields that differ.
 */
export function fieldDiffs(before: readonly FieldText[], after: readonly FieldText[]): FieldDiff[] {
  const old = new Map(before.map((text) => [keyOf(text), text]))
  const diffs: FieldDiff[] = []
  for (const text of after) {
    const was = old.get(keyOf(text))
    const a = was?.text ?? ''
    if (a !== text.text || (was?.same ?? a) !== (text.same ?? text.text)) diffs.push(compare(text.field, text.locale, was, text))
  }
  return diffs
}

/** A translated field's texts, one per language (empty where it has none). */
export function localizedTexts(field: string, value: unknown): FieldText[] {
  const read = (value ?? {}) as Partial<Record<Locale, string>>
  return locales.map((locale) => ({ field, locale, text: read[locale] ?? '' }))
}

/** A field that is not translated, as it reads (a list joined by commas, none empty). */
export function scalarText(field: string, value: unknown): FieldText {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)
  return { field, text }
}
