import * as v from 'valibot'
import {
  type headingLevels,
  type RichBlock,
  type RichDocument,
  type RichInline,
  type RichListItem,
  type RichMark,
  type RichTableCell,
  type RichTableRow,
  safeHref,
} from '~/api/contract/rich-text'

/** A node of the editor's JSON (Tiptap's `JSONContent`), read without trusting anything in it. */
export interface EditorJson {
  type?: string
  attrs?: Record<string, unknown>
  content?: EditorJson[]
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>
  text?: string
}

const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

function marksOf(marks: EditorJson['marks']): RichMark[] {
  const kept: RichMark[] = []
  for (const mark of marks ?? []) {
    if ((mark.type === 'bold' || mark.type === 'italic') && !kept.some((other) => other.type === mark.type))
      kept.push({ type: mark.type })
    if (mark.type === 'link' && v.is(safeHref, mark.attrs?.href) && !kept.some((other) => other.type === 'link'))
      kept.push({ type: 'link', attrs: { href: mark.attrs.href as string } })
  }
  return kept
}

function inlineOf(nodes: EditorJson[] | undefined): RichInline[] {
  const kept: RichInline[] = []
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') kept.push({ type: 'hardBreak' })
    else if (node.type === 'text' && typeof node.text === 'string') {
      const { text } = node
      if (text === '') continue
      const marks = marksOf(node.marks)
      kept.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text })
    }
  }
  return kept
}

const withInline = <T extends { type: string }>(block: T, nodes: EditorJson[] | undefined): T & { content?: RichInline[] } => {
  const content = inlineOf(nodes)
  return content.length > 0 ? { ...block, content } : block
}

/** Blocks that must not be empty (a list item, a cell, a quote) get an empty paragraph, as the editor shows them. */
const atLeastOne = (blocks: RichBlock[]): RichBlock[] => (blocks.length > 0 ? blocks : [{ type: 'paragraph' }])

function listItemsOf(nodes: EditorJson[] | undefined): RichListItem[] {
  return (nodes ?? [])
    .filter((node) => node.type === 'listItem')
    .map((node) => ({ type: 'listItem', content: atLeastOne(blocksOf(node.content)) }))
}

function cellsOf(nodes: EditorJson[] | undefined): RichTableCell[] {
  return (nodes ?? []).flatMap((node): RichTableCell[] => {
    if (node.type !== 'tableCell' && node.type !== 'tableHeader') return []
    const colspan = wholeNumber(node.attrs?.colspan, 2, 20)
    const rowspan = wholeNumber(node.attrs?.rowspan, 2, 200)
    const attrs = { ...(colspan ? { colspan } : {}), ...(rowspan ? { rowspan } : {}) }
    return [
      {
        type: node.type,
        ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
        content: atLeastOne(blocksOf(node.content)),
      },
    ]
  })
}

function rowsOf(nodes: EditorJson[] | undefined): RichTableRow[] {
  return (nodes ?? []).flatMap((node): RichTableRow[] => {
    if (node.type !== 'tableRow') return []
    const content = cellsOf(node.content).slice(0, 20)
    return content.length > 0 ? [{ type: 'tableRow', content }] : []
  })
}

function blockOf(node: EditorJson): RichBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [withInline({ type: 'paragraph' as const }, node.content)]
    case 'heading': {
      const asked = wholeNumber(node.attrs?.level, 1, 6) ?? 2
      const level = Math.min(Math.max(asked, 2), 4) as (typeof headingLevels)[number]
      return [withInline({ type: 'heading' as const, attrs: { level } }, node.content)]
    }
    case 'blockquote':
      return [{ type: 'blockquote', content: atLeastOne(blocksOf(node.content)) }]
    case 'bulletList':
    case 'orderedList': {
      const content = listItemsOf(node.content)
      if (content.length === 0) return []
      if (node.type === 'bulletList') return [{ type: 'bulletList', content }]
      const start = wholeNumber(node.attrs?.start, 2, 100_000)
      return [{ type: 'orderedList', ...(start ? { attrs: { start } } : {}), content }]
    }
    case 'image': {
      const mediaId = wholeNumber(node.attrs?.mediaId, 1, 999_999_999)
      return mediaId ? [{ type: 'image', attrs: { mediaId } }] : []
    }
    case 'table': {
      const content = rowsOf(node.content).slice(0, 200)
      return content.length > 0 ? [{ type: 'table', content }] : []
    }
    case 'horizontalRule':
      return [{ type: 'horizontalRule' }]
    default:
      // A node the contract does not know (a paste the editor let through): its blocks are kept, the wrapper dropped.
      return blocksOf(node.content)
  }
}

function blocksOf(nodes: EditorJson[] | undefined): RichBlock[] {
  return (nodes ?? []).flatMap(blockOf)
}

/**
 * The editor's JSON as the contract's document (`api/contract/rich-text.ts`): only its nodes, marks and attributes,
 * the display-only ones (an image's `src` and `alt`, a cell's widths, a link's `target`) left out, a link to an address
 * the contract refuses unlinked, an image without a library item dropped. Its texts are
 * sent as typed: a character the contract refuses is shown at the body (editor-kind.ts), never dropped unseen.
 */
export function cleanRichDocument(json: EditorJson | null | undefined): RichDocument {
  return { type: 'doc', content: blocksOf(json?.type === 'doc' ? json.content : []) }
}
