import { createElement, type ReactNode } from 'react'
import type {
  MediaVariant,
  PublicImage,
  PublicRichDocument,
  RichBlock,
  RichInline,
  RichListItem,
  RichTableRow,
} from '~/api/contract/rich-text'
import { isSafeHref, mediaUrlPattern } from '~/api/contract/safe-href'
import { isLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { richBody, richFigure, richTable } from './rich-text.styles'

interface RichTextProps {
  document: PublicRichDocument
  /** The HTML level of the document's first heading level (2): 2 under the page's h1, 3 inside a section with an h2. */
  outlineLevel?: 2 | 3
  /** The `sizes` of its images: how wide the text column is at each breakpoint. */
  sizes?: string
  className?: string
}

/** Images among the first blocks may be on the first screen: they load at once, the rest lazily. */
const EAGER_BLOCKS = 2
const imageFormats = ['avif', 'webp'] as const

interface Context {
  images: Map<number, PublicImage>
  headingShift: number
  sizes: string
  eager: boolean
}

/**
 * Rich text (a news body...) as React elements, never as an HTML string. Each node is rendered by its type and only
 * the attributes named here reach the page, so a document that slipped past the contract (an unknown node, a
 * `javascript:` link, an extra attribute) renders nothing executable: unknown nodes and marks are dropped, a link is
 * checked again by the contract's rule (`isSafeHref`), text is text.
 */
export function RichText({ document, outlineLevel = 2, sizes = '(min-width: 800px) 760px, 100vw', className }: RichTextProps) {
  const images = new Map<number, PublicImage>()
  for (const image of Array.isArray(document?.images) ? document.images : []) images.set(image.mediaId, image)
  const base = { images, headingShift: outlineLevel - 2, sizes }
  const blocks = contentOf(document?.doc)
  // Children are passed as arguments, not as an array: a document is rendered once and never reordered, so its
  // nodes need no keys.
  return createElement(
    'div',
    {
      className: className ? `${richBody} ${className}` : richBody,
      // The contract's own list: a value a backend sent outside it is left out, never written into the page.
      lang: document?.lang && isLocale(document.lang) ? document.lang : undefined,
    },
    ...blocks.map((node, index) => renderBlock(node as RichBlock, { ...base, eager: index < EAGER_BLOCKS })),
  )
}

function contentOf(node: unknown): unknown[] {
  const content = (node as { content?: unknown } | null | undefined)?.content
  return Array.isArray(content) ? content : []
}

function whole(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined
}

function renderBlocks(node: unknown, context: Context): ReactNode[] {
  return contentOf(node).map((child) => renderBlock(child as RichBlock, context))
}

function renderBlock(node: RichBlock, context: Context): ReactNode {
  switch (node?.type) {
    case 'paragraph':
      return createElement('p', null, ...renderInlines(node))
    case 'heading': {
      const level = whole(node.attrs?.level, 4) ?? 2
      return createElement(`h${Math.min(Math.max(level, 2) + context.headingShift, 6)}`, null, ...renderInlines(node))
    }
    case 'blockquote':
      return createElement('blockquote', null, ...renderBlocks(node, context))
    case 'bulletList':
      return createElement('ul', null, ...renderListItems(node.content, context))
    case 'orderedList':
      return createElement('ol', { start: whole(node.attrs?.start, 100_000) }, ...renderListItems(node.content, context))
    case 'table':
      return renderTable(node.content, context)
    case 'image':
      return renderImage(node.attrs?.mediaId, context)
    case 'horizontalRule':
      return createElement('hr')
    default:
      return null
  }
}

function renderListItems(items: RichListItem[] | undefined, context: Context): ReactNode[] {
  return (Array.isArray(items) ? items : [])
    .filter((item) => item?.type === 'listItem')
    .map((item) => createElement('li', null, ...renderBlocks(item, context)))
}

function renderTable(rows: RichTableRow[] | undefined, context: Context): ReactNode {
  const bodyRows = (Array.isArray(rows) ? rows : []).filter((row) => row?.type === 'tableRow')
  const renderedRows = bodyRows.map((row) => {
    const cells = contentOf(row) as RichTableRow['content']
    const headerRow = cells.length > 0 && cells.every((cell) => cell?.type === 'tableHeader')
    return createElement(
      'tr',
      null,
      ...cells
        .filter((cell) => cell?.type === 'tableCell' || cell?.type === 'tableHeader')
        .map((cell) =>
          createElement(
            cell.type === 'tableHeader' ? 'th' : 'td',
            {
              scope: cell.type === 'tableHeader' ? (headerRow ? 'col' : 'row') : undefined,
              colSpan: whole(cell.attrs?.colspan, 20),
              rowSpan: whole(cell.attrs?.rowspan, 200),
            },
            ...renderBlocks(cell, context),
          ),
        ),
    )
  })
  // Wide tables scroll inside their own box on a phone; the box is a named region a keyboard can focus and scroll.
  return createElement(
    'div',
    { className: richTable, tabIndex: 0, role: 'region', 'aria-label': m.rich_text_table_label() },
    createElement('table', null, createElement('tbody', null, ...renderedRows)),
  )
}

function srcSetOf(variants: MediaVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
}

/** The picture of a library image; nothing when the library no longer has it (or never had it). */
function renderImage(mediaId: unknown, context: Context): ReactNode {
  const image = typeof mediaId === 'number' ? context.images.get(mediaId) : undefined
  if (!image || !Array.isArray(image.variants)) return null
  const byFormat = (format: MediaVariant['format']) =>
    image.variants
      .filter((variant) => variant?.format === format && whole(variant.width, 100_000) && mediaUrlPattern.test(variant.url))
      .sort((a, b) => a.width - b.width)
  const jpeg = byFormat('jpeg')
  const modern = imageFormats.map((format) => ({ format, variants: byFormat(format) })).filter((set) => set.variants.length)
  const fallback = jpeg.length ? jpeg : (modern.at(-1)?.variants ?? [])
  const sources = jpeg.length ? modern : modern.slice(0, -1)
  // The smallest file at least as wide as the column for browsers without srcset; the largest when all are smaller.
  const src = fallback.find((variant) => variant.width >= 760) ?? fallback.at(-1)
  if (!src) return null
  return createElement(
    'figure',
    { className: richFigure },
    createElement(
      'picture',
      null,
      ...sources.map((set) =>
        createElement('source', { type: `image/${set.format}`, srcSet: srcSetOf(set.variants), sizes: context.sizes }),
      ),
      createElement('img', {
        src: src.url,
        srcSet: srcSetOf(fallback),
        sizes: context.sizes,
        alt: typeof image.alt === 'string' ? image.alt : '',
        width: whole(image.width, 100_000),
        height: whole(image.height, 100_000),
        loading: context.eager ? 'eager' : 'lazy',
        decoding: 'async',
      }),
    ),
  )
}

function renderInlines(node: unknown): ReactNode[] {
  return contentOf(node).map((child) => renderInline(child as RichInline))
}

function renderInline(node: RichInline): ReactNode {
  if (node?.type === 'hardBreak') return createElement('br')
  if (node?.type !== 'text' || typeof node.text !== 'string') return null
  const marks = Array.isArray(node.marks) ? node.marks : []
  let rendered: ReactNode = node.text
  if (marks.some((mark) => mark?.type === 'italic')) rendered = createElement('em', null, rendered)
  if (marks.some((mark) => mark?.type === 'bold')) rendered = createElement('strong', null, rendered)
  const link = marks.find((mark) => mark?.type === 'link')
  const href = link && 'attrs' in link ? link.attrs?.href : undefined
  if (isSafeHref(href)) rendered = renderLink(href, rendered)
  return rendered
}

function renderLink(href: string, children: ReactNode): ReactNode {
  if (!/^https?:/i.test(href)) return createElement('a', { href }, children)
  return createElement(
    'a',
    { href, target: '_blank', rel: 'noopener noreferrer' },
    children,
    createElement('span', { className: 'visually-hidden' }, ` (${m.nav_opens_new_tab()})`),
  )
}
