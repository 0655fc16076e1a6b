import fc from 'fast-check'

/**
 * Hostile rich text for post-editing-rich-text.test.ts: generated documents carrying script-like text, unsafe links,
 * unknown nodes and attributes, and the check that finds any of it in a document as stored or answered.
 */
const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '평범한 글',
  'plain text',
)
const text = fc.oneof(hostileText, fc.string({ minLength: 1, maxLength: 40 }))
const hostileHref = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://example.com/" onmouseover="alert(1)',
)
const href = fc.oneof(
  { weight: 1, arbitrary: hostileHref },
  { weight: 6, arbitrary: fc.constantFrom('https://example.com/a', 'mailto:a@example.com', '/news/1') },
)
/** What an attacker adds to any node: handlers, styles, raw HTML. */
const extraAttributes = fc.dictionary(
  fc.constantFrom('onclick', 'onerror', 'style', 'class', 'src', 'href', 'html', 'innerHTML', '__proto__'),
  fc.constantFrom('alert(1)', 'color:red;background:url(javascript:alert(1))', 'javascript:alert(1)', '<b>x</b>'),
  { maxKeys: 3 },
)

const mark = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'bold' }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('italic'), attrs: extraAttributes }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('link'),
      attrs: fc.record({ href, target: fc.constant('_blank'), onclick: fc.constant('x') }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('link'), attrs: fc.record({ href }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('textStyle'), attrs: fc.record({ style: fc.constant('color:red') }) }) },
)
/** Kinds of content the schema refuses outright are rarer, so that most documents are kept once cleaned. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => ({ weight: 1, arbitrary })
const inline = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      { type: fc.constant('text'), text, marks: fc.array(mark, { maxLength: 2 }) },
      { requiredKeys: ['type', 'text'] },
    ),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('hardBreak'), attrs: extraAttributes }) },
  rarely(fc.record({ type: fc.constantFrom('mention', 'script', 'html'), text })),
)
const paragraph = fc.record(
  { type: fc.constant('paragraph'), content: fc.array(inline, { minLength: 1, maxLength: 4 }), attrs: extraAttributes },
  { requiredKeys: ['type', 'content'] },
)
const block = fc.oneof(
  { weight: 16, arbitrary: paragraph },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('heading'),
      attrs: fc.record({ level: fc.constantFrom(2, 3, 4, 2, 3, 4, 1, 7), style: fc.constant('x') }, { requiredKeys: ['level'] }),
      content: fc.array(inline, { maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('image'),
      attrs: fc.record(
        { mediaId: fc.constant(0), src: fc.constant('javascript:alert(1)'), onerror: fc.constant('alert(1)') },
        { requiredKeys: ['mediaId'] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('bulletList'),
      content: fc.array(
        fc.record({ type: fc.constant('listItem'), content: fc.array(paragraph, { minLength: 1, maxLength: 2 }) }),
        {
          minLength: 1,
          maxLength: 2,
        },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constantFrom('iframe', 'script', 'codeBlock', 'div'),
      content: fc.array(paragraph, { maxLength: 1 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('horizontalRule'), attrs: extraAttributes }) },
)
export const hostileDocument = fc.record({
  type: fc.constant('doc'),
  content: fc.array(block, { minLength: 1, maxLength: 5 }),
  attrs: extraAttributes,
})

/** The attributes each kept node and mark may have (rich-text.ts), and nothing else. */
const allowed: Record<string, { keys: string[]; attrs?: string[] }> = {
  doc: { keys: ['type', 'content'] },
  paragraph: { keys: ['type', 'content'] },
  heading: { keys: ['type', 'attrs', 'content'], attrs: ['level'] },
  blockquote: { keys: ['type', 'content'] },
  bulletList: { keys: ['type', 'content'] },
  orderedList: { keys: ['type', 'attrs', 'content'], attrs: ['start'] },
  listItem: { keys: ['type', 'content'] },
  image: { keys: ['type', 'attrs'], attrs: ['mediaId'] },
  table: { keys: ['type', 'content'] },
  tableRow: { keys: ['type', 'content'] },
  tableCell: { keys: ['type', 'attrs', 'content'], attrs: ['colspan', 'rowspan'] },
  tableHeader: { keys: ['type', 'attrs', 'content'], attrs: ['colspan', 'rowspan'] },
  horizontalRule: { keys: ['type'] },
  text: { keys: ['type', 'text', 'marks'] },
  hardBreak: { keys: ['type'] },
  bold: { keys: ['type'] },
  italic: { keys: ['type'] },
  link: { keys: ['type', 'attrs'], attrs: ['href'] },
}
const safeHref = /^(?:https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+|\/(?![/\\])[^\s"<>]*)$/i

/** Every problem of a document as stored or answered: unknown nodes, marks, keys or attributes, unsafe links. */
export function problemsOf(node: unknown, where = 'doc', problems: string[] = []): string[] {
  const item = node as { type?: string; attrs?: Record<string, unknown>; content?: unknown[]; marks?: unknown[] }
  const rule = allowed[item.type ?? '']
  if (!rule) return [...problems, `${where}: node ${String(item.type)}`]
  for (const key of Object.keys(item)) if (!rule.keys.includes(key)) problems.push(`${where}: key ${key} on ${item.type}`)
  for (const key of Object.keys(item.attrs ?? {})) if (!rule.attrs?.includes(key)) problems.push(`${where}: ${item.type}.${key}`)
  if (item.type === 'link' && !safeHref.test(String(item.attrs?.href)))
    problems.push(`${where}: href ${String(item.attrs?.href)}`)
  if (item.type === 'heading' && ![2, 3, 4].includes(Number(item.attrs?.level))) problems.push(`${where}: heading level`)
  for (const [index, child] of (item.content ?? []).entries()) problemsOf(child, `${where}.${index}`, problems)
  for (const [index, child] of (item.marks ?? []).entries()) problemsOf(child, `${where}.marks.${index}`, problems)
  return problems
}
