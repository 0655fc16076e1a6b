import type { RichDocument } from '~/api/contract/rich-text'

const blockTypes = new Set(['paragraph', 'heading', 'blockquote', 'listItem', 'tableCell', 'tableHeader'])

/**
 * The words of a document as plain text (a page's meta description, a list's excerpt): blocks end with a blank line,
 * a hard break is a line break, images and rules say nothing. Read defensively: whatever is not text is skipped.
 */
export function richTextPlainText(doc: RichDocument): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    const item = node as { type?: unknown; text?: unknown; content?: unknown } | null
    if (!item || typeof item !== 'object') return
    if (item.type === 'text' && typeof item.text === 'string') parts.push(item.text)
    else if (item.type === 'hardBreak') parts.push('\n')
    if (Array.isArray(item.content)) for (const child of item.content) walk(child)
    if (typeof item.type === 'string' && blockTypes.has(item.type)) parts.push('\n\n')
  }
  walk(doc)
  return parts
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
