import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { API_BASE_PATH } from '~/backend/app'
import { contentDrafts, mediaItems } from '~/backend/db/content-editing-schema'
import { call, newsFields, ok } from './post-editing-support'
import { asAdminStaff, setUpStaffHarness } from './staff-support'

/**
 * Issue 24: whatever rich text is posted to the API directly (script-like text, `javascript:`, `data:` or
 * protocol-relative links, unknown nodes, event handlers and styles as attributes), neither what is stored nor what
 * the console or a preview answers carries any of it: only the listed nodes, marks and attributes, and links that
 * lead to http(s), mail or a path on the site. Script-like text may stay, as text: pages render it as text nodes.
 * 200 generated documents.
 */
const RUNS = 200
const materials = editingByKind['products-material']
const pages = editingByKind.pages
const harness = setUpStaffHarness()
let mediaId = 0

beforeAll(async () => {
  const [row] = await harness.database.db
    .insert(mediaItems)
    .values({
      sha256: 'f'.repeat(64),
      originalName: 'a.jpg',
      width: 10,
      height: 10,
      files: [{ format: 'jpeg', width: 10, name: 'a.0123.jpg', bytes: 10 }],
      alt: { 'ko-KR': '그림' },
    })
    .returning({ id: mediaItems.id })
  mediaId = row?.id ?? 0
})

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
const document = fc.record({
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
function problemsOf(node: unknown, where = 'doc', problems: string[] = []): string[] {
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

describe('hostile rich text', () => {
  it('is refused, or kept and answered with none of what was hostile in it', { timeout: 180_000 }, async () => {
    let kept = 0
    await fc.assert(
      fc.asyncProperty(document, fc.nat(4), async (generated, imageDice) => {
        const doc = withImages(generated, imageDice)
        const answer = await call(
          harness,
          news.create,
          { body: newsFields('fuzz', { body: { 'ko-KR': doc } as never }) },
          await asAdminStaff(harness),
        )
        expect([200, 400], JSON.stringify(answer.json)).toContain(answer.status)
        if (answer.status !== 200) return
        const id = answer.json.data?.id ?? 0

        const [stored] = await harness.database.db
          .select({ fields: contentDrafts.fields })
          .from(contentDrafts)
          .where(and(eq(contentDrafts.contentType, 'news'), eq(contentDrafts.itemId, id)))
        const storedBody = (stored?.fields as { body?: Record<string, unknown> } | undefined)?.body?.['ko-KR']
        if (storedBody === undefined) {
          await expectIncomplete(call(harness, news.preview, { params: { id }, body: {} }, await asAdminStaff(harness)))
          return
        }
        kept += 1
        expect(problemsOf(storedBody, 'stored')).toEqual([])

        const detail = await ok(harness, news.detail, { params: { id } }, await asAdminStaff(harness))
        expect(problemsOf(detail.fields.body['ko-KR'], 'console')).toEqual([])

        const link = await ok(harness, news.preview, { params: { id }, body: {} }, await asAdminStaff(harness))
        const token = new URL(link.path, 'http://site.test').searchParams.get('preview')
        const preview = await harness.app.request(`${API_BASE_PATH}/post/news/${id}/preview?token=${token}`)
        const page = (await preview.json()) as { data: { body: { doc: unknown } } }
        expect(problemsOf(page.data.body.doc, 'preview')).toEqual([])
      }),
      { numRuns: RUNS },
    )
    // The property says nothing if everything was refused: many generated documents are acceptable once cleaned.
    expect(kept).toBeGreaterThan(RUNS / 16)
  })
})

/**
 * A document that is empty once cleaned leaves a draft without its Korean text, which is saved (decision 80) but
 * neither published nor previewed.
 */
async function expectIncomplete(answer: Promise<{ status: number; json: { error?: { code: string } } }>) {
  const { status, json } = await answer
  expect(status).toBe(409)
  expect(json.error?.code).toBe('DRAFT_INCOMPLETE')
}

/** A generated document with its images pointing at the library's image, or (one time in five) at one it lacks. */
function withImages(generated: unknown, imageDice: number) {
  const doc = structuredClone(generated) as { content: Array<{ type: string; attrs?: { mediaId?: number } }> }
  for (const node of doc.content) if (node.type === 'image' && node.attrs) node.attrs.mediaId = imageDice > 0 ? mediaId : 999_999
  return doc
}

describe('hostile rich text in a long-form page and a product description (decision 52)', () => {
  it('is refused, or published and answered to visitors with none of what was hostile in it', { timeout: 180_000 }, async () => {
    const list = await ok(harness, pages.list, { query: { size: 100 } }, await asAdminStaff(harness))
    const id = list.items.find((item) => item.title === 'showroom')?.id ?? 0
    let kept = 0
    await fc.assert(
      fc.asyncProperty(document, fc.nat(4), async (generated, imageDice) => {
        const detail = await ok(harness, pages.detail, { params: { id } }, await asAdminStaff(harness))
        const fields = { ...detail.fields, body: { 'ko-KR': withImages(generated, imageDice) } }
        const answer = await call(
          harness,
          pages.saveDraft,
          { params: { id }, body: { version: detail.version, fields } as never },
          await asAdminStaff(harness),
        )
        expect([200, 400], JSON.stringify(answer.json)).toContain(answer.status)
        if (answer.status !== 200) return
        const saved = await ok(harness, pages.detail, { params: { id } }, await asAdminStaff(harness))
        const publishing = call(harness, pages.publish, { params: { id }, body: {} }, await asAdminStaff(harness))
        if (saved.fields.body['ko-KR'] === undefined) return expectIncomplete(publishing)
        expect((await publishing).status).toBe(200)
        kept += 1
        const shown = await harness.app.request(`${API_BASE_PATH}/page/showroom`, { headers: { 'accept-language': 'ko-KR' } })
        const page = (await shown.json()) as { data: { body: { doc: unknown } } }
        expect(problemsOf(page.data.body.doc, 'page')).toEqual([])
      }),
      { numRuns: RUNS },
    )
    expect(kept).toBeGreaterThan(RUNS / 16)
  })

  it('is refused, or kept in a product description with none of what was hostile in it', { timeout: 180_000 }, async () => {
    let kept = 0
    await fc.assert(
      fc.asyncProperty(document, fc.nat(4), async (generated, imageDice) => {
        const body = {
          name: { 'ko-KR': '퍼즈 원료' },
          summary: { 'ko-KR': '요약' },
          description: { 'ko-KR': withImages(generated, imageDice) },
          specs: [],
          active: true,
        }
        const answer = await call(harness, materials.create, { body: body as never }, await asAdminStaff(harness))
        expect([200, 400], JSON.stringify(answer.json)).toContain(answer.status)
        if (answer.status !== 200) return
        const id = answer.json.data?.id ?? 0
        const detail = await ok(harness, materials.detail, { params: { id } }, await asAdminStaff(harness))
        const description = detail.fields.description['ko-KR']
        if (description === undefined) {
          await expectIncomplete(call(harness, materials.publish, { params: { id }, body: {} }, await asAdminStaff(harness)))
          return
        }
        kept += 1
        expect(problemsOf(description, 'console')).toEqual([])
      }),
      { numRuns: RUNS },
    )
    expect(kept).toBeGreaterThan(RUNS / 16)
  })
})
