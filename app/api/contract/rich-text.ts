import * as v from 'valibot'
import { type Locale, locales } from '~/i18n/locales'
import { entriesPerLocale } from './localized-text'
import { mediaUrlPattern, SAFE_HREF_MAX_LENGTH, safeHrefPattern } from './safe-href'
import { multiLine } from './typed-text'

/**
 * Rich text (issue 24): the bodies of news and other long texts, as structured content in the shape of the editor's
 * JSON (Tiptap/ProseMirror): a document of blocks, blocks of inline text with marks. Only what is listed here is
 * kept: an unknown node is refused, an unknown attribute dropped (valibot's objects keep only their own keys), a link
 * that is not http(s), mailto or a path on this site is refused. Pages render it as React elements, never as HTML
 * strings, so no script, event handler, `javascript:` link or style can reach a page, whatever is posted to the API.
 *
 * Images name an item of the media library (`mediaId`); its alt text per language, size and variants are the
 * library's, resolved when a public read answers (`publicRichDocument`).
 */

export const richTextLimits = {
  /** Characters in one text node. */
  text: 20_000,
  /** Nodes in one document, all levels counted. */
  nodes: 5_000,
  /** Levels of nesting (a table in a list in a list ...). */
  depth: 8,
  href: SAFE_HREF_MAX_LENGTH,
  /**
   * A document's size as JSON from an encoder that writes only ASCII (every other character as \uXXXX, six bytes): five
   * languages' documents must fit the body limit of a post (2 MiB), whatever the text and its links.
   */
  documentBytes: 384 * 1024,
  /** Characters of a body sent as plain text (each may become six bytes, as above). */
  plainText: 60_000,
} as const

export const headingLevels = [2, 3, 4] as const

/** Where a link may lead (safe-href.ts): http(s), mailto or a path on this site, never a scheme a browser would run. */
export const safeHref = v.pipe(v.string(), v.maxLength(richTextLimits.href), v.regex(safeHrefPattern))

export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } }
export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' }
export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'heading'; attrs: { level: (typeof headingLevels)[number] }; content?: RichInline[] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: RichListItem[] }
  | { type: 'image'; attrs: { mediaId: number } }
  | { type: 'table'; content: RichTableRow[] }
  | { type: 'horizontalRule' }
export type RichListItem = { type: 'listItem'; content: RichBlock[] }
export type RichTableCell = {
  type: 'tableCell' | 'tableHeader'
  attrs?: { colspan?: number; rowspan?: number }
  content: RichBlock[]
}
export type RichTableRow = { type: 'tableRow'; content: RichTableCell[] }
export type RichDocument = { type: 'doc'; content: RichBlock[] }

const mark = v.variant('type', [
  v.object({ type: v.literal('bold') }),
  v.object({ type: v.literal('italic') }),
  v.object({ type: v.literal('link'), attrs: v.object({ href: safeHref }) }),
])

const inline = v.variant('type', [
  v.object({
    type: v.literal('text'),
    // A text node's own line breaks and tabs are whitespace where it is shown (a break is a node of its own): kept.
    text: v.pipe(v.string(), multiLine, v.minLength(1), v.maxLength(richTextLimits.text)),
    marks: v.optional(v.pipe(v.array(mark), v.maxLength(3))),
  }),
  v.object({ type: v.literal('hardBreak') }),
])

const span = (max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)))
const mediaId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

const block: v.GenericSchema<RichBlock> = v.lazy(() =>
  v.variant('type', [
    v.object({ type: v.literal('paragraph'), content: v.optional(v.array(inline)) }),
    v.object({
      type: v.literal('heading'),
      attrs: v.object({ level: v.picklist(headingLevels) }),
      content: v.optional(v.array(inline)),
    }),
    v.object({ type: v.literal('blockquote'), content: v.pipe(v.array(block), v.minLength(1)) }),
    v.object({ type: v.literal('bulletList'), content: v.pipe(v.array(listItem), v.minLength(1)) }),
    v.object({
      type: v.literal('orderedList'),
      attrs: v.optional(v.object({ start: span(100_000) })),
      content: v.pipe(v.array(listItem), v.minLength(1)),
    }),
    v.object({ type: v.literal('image'), attrs: v.object({ mediaId }) }),
    v.object({ type: v.literal('table'), content: v.pipe(v.array(tableRow), v.minLength(1), v.maxLength(200)) }),
    v.object({ type: v.literal('horizontalRule') }),
  ]),
)

const listItem: v.GenericSchema<RichListItem> = v.lazy(() =>
  v.object({ type: v.literal('listItem'), content: v.pipe(v.array(block), v.minLength(1)) }),
)

const tableCell: v.GenericSchema<RichTableCell> = v.lazy(() =>
  v.object({
    type: v.picklist(['tableCell', 'tableHeader']),
    attrs: v.optional(v.object({ colspan: span(20), rowspan: span(200) })),
    content: v.pipe(v.array(block), v.minLength(1)),
  }),
)

const tableRow: v.GenericSchema<RichTableRow> = v.lazy(() =>
  v.object({ type: v.literal('tableRow'), content: v.pipe(v.array(tableCell), v.minLength(1), v.maxLength(20)) }),
)

interface Shape {
  nodes: number
  depth: number
}

/** How many nodes a document has and how deep it nests (checked before the schema walks it: bounded work). */
function shapeOf(node: unknown, depth = 0, shape: Shape = { nodes: 0, depth: 0 }): Shape {
  shape.nodes++
  shape.depth = Math.max(shape.depth, depth)
  if (shape.nodes > richTextLimits.nodes || shape.depth > richTextLimits.depth) return shape
  const content = (node as { content?: unknown } | null)?.content
  if (Array.isArray(content)) for (const child of content) shapeOf(child, depth + 1, shape)
  return shape
}

/** The length of a value's JSON with every character outside printable ASCII escaped (\uXXXX). */
function asciiJsonLength(value: unknown): number {
  const json = JSON.stringify(value) ?? ''
  let length = json.length
  for (let index = 0; index < json.length; index++) {
    const code = json.charCodeAt(index)
    if (code < 0x20 || code > 0x7e) length += 5
  }
  return length
}

const withinShapeLimits = (value: unknown) => {
  const shape = shapeOf(value)
  if (shape.nodes > richTextLimits.nodes || shape.depth > richTextLimits.depth) return false
  try {
    return asciiJsonLength(value) <= richTextLimits.documentBytes
  } catch {
    // Nested past what JSON.stringify can walk (in keys the shape does not follow): far past any limit.
    return false
  }
}

/** A stored document, as the editor sends it. */
export const richDocument: v.GenericSchema<unknown, RichDocument> = v.pipe(
  v.unknown(),
  v.check(withinShapeLimits, 'The text is too long or nests too deeply.'),
  v.object({ type: v.literal('doc'), content: v.array(block) }),
)

/** Plain text turned into a document: paragraphs at blank lines, line breaks kept (how bodies were stored before). */
export function plainTextToRichDocument(text: string): RichDocument {
  const paragraphs = text
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      content: paragraph
        .split(/\r?\n/)
        .flatMap((line, index): RichInline[] =>
          index === 0 ? [{ type: 'text', text: line }] : [{ type: 'hardBreak' }, { type: 'text', text: line }],
        )
        .filter((node) => node.type !== 'text' || node.text !== ''),
    })),
  }
}

/**
 * A body as an API caller may send it: a document, or plain text (paragraphs at blank lines) for automation that has
 * no editor. Either way a document is kept.
 */
export const richDocumentOrPlainText = v.union([
  richDocument,
  v.pipe(v.string(), multiLine, v.maxLength(richTextLimits.plainText), v.transform(plainTextToRichDocument)),
])

/** A document is empty when it has no text and no image: the same as a missing translation. */
export function isEmptyRichDocument(doc: RichDocument): boolean {
  const hasSubstance = (node: unknown): boolean => {
    const item = node as { type?: string; text?: string; content?: unknown[] }
    if (item.type === 'image') return true
    if (item.type === 'text') return (item.text ?? '').trim() !== ''
    return Array.isArray(item.content) && item.content.some(hasSubstance)
  }
  return !hasSubstance(doc)
}

/** An image as a public read answers it: the library's alt text in the reader's language, its size and files. */
export const mediaVariant = v.object({
  format: v.picklist(['avif', 'webp', 'jpeg']),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A path on this site or an https address (safe-href.ts). */
  url: v.pipe(v.string(), v.regex(mediaUrlPattern)),
})
export type MediaVariant = v.InferOutput<typeof mediaVariant>

export const publicImage = v.object({
  mediaId,
  alt: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  variants: v.pipe(v.array(mediaVariant), v.minLength(1)),
})
export type PublicImage = v.InferOutput<typeof publicImage>

/**
 * A document as a public read answers it: the stored document, with every image the library still has described in
 * `images` (by `mediaId`). An image whose item is gone is left out when the page renders.
 */
export const publicRichDocument = v.object({
  doc: richDocument,
  images: v.array(publicImage),
  /**
   * The language the document is written in, when a backend says: Korean where the reader's language has no
   * translation. A page marks it (`lang`), so that Korean keeps its words whole and is read aloud as Korean.
   */
  lang: v.optional(v.picklist(locales)),
})
export type PublicRichDocument = v.InferOutput<typeof publicRichDocument>

/** A body's languages with something written in them: an empty document is left out. */
function writtenDocuments(value: Partial<Record<Locale, RichDocument>>): Partial<Record<Locale, RichDocument>> {
  const kept: Partial<Record<Locale, RichDocument>> = {}
  for (const [locale, doc] of Object.entries(value) as Array<[Locale, RichDocument | undefined]>) {
    if (doc && !isEmptyRichDocument(doc)) kept[locale] = doc
  }
  return kept
}

/** A body in five languages: Korean required and not empty; an empty document in another language is left out. */
export const localizedRichDocument = v.pipe(
  v.object(entriesPerLocale(richDocumentOrPlainText, v.optional(richDocumentOrPlainText))),
  // Named at its language (`body.ko-KR`), as a missing text field's is, for the form and DRAFT_INCOMPLETE alike.
  v.forward(
    v.check((value) => !isEmptyRichDocument(value['ko-KR']), 'The Korean text is required.'),
    ['ko-KR'],
  ),
  v.transform((value) => writtenDocuments(value) as { 'ko-KR': RichDocument } & Partial<Record<Locale, RichDocument>>),
)

/** A draft's body (decision 80): any language may be written first, Korean too may wait. */
export const draftLocalizedRichDocument = v.pipe(
  v.object(entriesPerLocale(v.optional(richDocumentOrPlainText), v.optional(richDocumentOrPlainText))),
  v.transform(writtenDocuments),
)
