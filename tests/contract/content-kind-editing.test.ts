import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { type KindApi, setUpKindEditing, text } from './content-kind-support'
import { auditOf, call, ok } from './post-editing-support'
import { roleRefusalLog } from './staff-support'

/**
 * Issue 24 (decision 41): products, history, clients, people, openings, testimonials, figures and the FAQ are edited
 * with the engine of posts: a new item is a draft visitors never see until it is published. Where the site shows a
 * chosen order, a reorder changes it at once (content-kind-order.test.ts); what other content refers to:
 * content-kind-references.test.ts.
 */
const {
  clients,
  'faq-categories': faqCategories,
  'faq-entries': faqEntries,
  figures,
  history,
  people,
  openings,
  testimonials,
} = editingByKind
const { harness, visitor, editor, admin, support, faqCategoryId } = setUpKindEditing()

const day = '2031-03-31'

interface KindCase {
  name: string
  /** Its name in the audit log, drafts and revisions. */
  type: string
  api: KindApi
  fields: (title: string) => Record<string, unknown>
  /** What visitors read: one string per item, holding the title. */
  publicTexts: () => Promise<string[]>
}

const cases: KindCase[] = [
  ...(['material', 'pb', 'related'] as const).map(
    (type): KindCase => ({
      name: `product (${type})`,
      type: `products-${type}`,
      api: editingByKind[`products-${type}`] as unknown as KindApi,
      fields: (title) => ({
        name: text(title),
        summary: text('요약'),
        description: text('설명'),
        specs: [{ label: text('용량'), value: text('30 ml') }],
        active: true,
      }),
      publicTexts: async () => {
        const read = { material: publicApi.materialPage, pb: publicApi.pbPage, related: publicApi.relatedPage }[type]
        return (await visitor()(read, { query: { size: 100 } })).items.map((item) => item.name)
      },
    }),
  ),
  {
    name: 'history',
    type: 'history',
    api: history as unknown as KindApi,
    fields: (title) => ({ year: 2031, month: 3, title: text(title) }),
    publicTexts: async () => (await visitor()(publicApi.history, { query: { size: 100 } })).items.map((item) => item.title),
  },
  {
    name: 'client',
    type: 'clients',
    api: clients as unknown as KindApi,
    fields: (title) => ({ name: text(title), sector: text('화장품'), isMain: true }),
    publicTexts: async () => (await visitor()(publicApi.clients, { query: {} })).map((item) => item.name),
  },
  {
    name: 'person',
    type: 'people',
    api: people as unknown as KindApi,
    fields: (title) => ({ name: text(title), role: text('연구소장'), bio: text('약력') }),
    publicTexts: async () => (await visitor()(publicApi.people, {})).map((item) => item.name),
  },
  {
    name: 'opening',
    type: 'openings',
    api: openings,
    fields: (title) => ({
      title: text(title),
      department: text('연구소'),
      employmentType: 'FULL_TIME',
      location: text('서울'),
      description: text('업무 설명'),
      closesAt: day,
      active: true,
    }),
    publicTexts: async () => (await visitor()(publicApi.openings, {})).map((item) => item.title),
  },
  {
    name: 'testimonial',
    type: 'testimonials',
    api: testimonials as unknown as KindApi,
    fields: (title) => ({ author: text(title), affiliation: text('소속'), quote: text('좋습니다') }),
    publicTexts: async () => (await visitor()(publicApi.testimonials, {})).map((item) => item.author),
  },
  {
    name: 'figure',
    type: 'figures',
    api: figures as unknown as KindApi,
    fields: (title) => ({ value: '42', unit: text('개'), label: text(title) }),
    publicTexts: async () => (await visitor()(publicApi.figures, {})).map((item) => item.label),
  },
  {
    name: 'FAQ category',
    type: 'faq-categories',
    api: faqCategories as unknown as KindApi,
    fields: (title) => ({ name: text(title) }),
    publicTexts: async () =>
      (await visitor()(memberAreaEndpoints.faq, { query: {} })).categories.map((category) => category.name),
  },
  {
    name: 'FAQ question',
    type: 'faq-entries',
    api: faqEntries as unknown as KindApi,
    fields: (title) => ({ categoryId: 0, question: text(title), answer: text('답변') }),
    publicTexts: async () => (await visitor()(memberAreaEndpoints.faq, { query: {} })).items.map((item) => item.question),
  },
]

async function fieldsOf(kind: KindCase, title: string) {
  const fields = kind.fields(title)
  if ('categoryId' in fields) fields.categoryId = await faqCategoryId()
  return fields
}

describe.each(cases)('editing a $name', (kind) => {
  it('keeps a new one from visitors until it is published, then shows it; a saved draft changes nothing they see until published', async () => {
    const title = `새 항목 ${kind.name}`
    const { id } = await ok(harness, kind.api.create, { body: (await fieldsOf(kind, title)) as never }, editor.as)
    expect(await kind.publicTexts()).not.toContain(title)

    const listed = await ok(harness, kind.api.list, { query: { state: 'draft', size: 100 } }, editor.as)
    expect((listed as { items: Array<{ id: number; title: string; missingLocales: string[] }> }).items).toContainEqual(
      expect.objectContaining({ id, title, missingLocales: ['zh-CN', 'zh-TW', 'ja-JP'] }),
    )

    const published = await ok(harness, kind.api.publish, { params: { id }, body: {} }, editor.as)
    expect(published).toMatchObject({ state: 'published', hasDraft: false })
    expect(await kind.publicTexts()).toContain(title)

    const changed = `${title} 고침`
    const detail = (await ok(harness, kind.api.detail, { params: { id } }, editor.as)) as { version: number }
    await ok(
      harness,
      kind.api.saveDraft,
      { params: { id }, body: { version: detail.version, fields: (await fieldsOf(kind, changed)) as never } },
      editor.as,
    )
    expect(await kind.publicTexts()).toContain(title)
    expect(await kind.publicTexts()).not.toContain(changed)

    // A save over the older version is refused: someone changed it since.
    const stale = await call(
      harness,
      kind.api.saveDraft,
      { params: { id }, body: { version: detail.version, fields: (await fieldsOf(kind, 'stale')) as never } },
      editor.as,
    )
    expect(stale.status).toBe(409)
    expect(stale.json.error?.code).toBe('STALE_RECORD')

    await ok(harness, kind.api.publish, { params: { id }, body: {} }, admin.as)
    const texts = await kind.publicTexts()
    expect(texts).toContain(changed)
    expect(texts).not.toContain(title)

    const revisions = (await ok(harness, kind.api.revisions, { params: { id } }, editor.as)) as unknown[]
    expect(revisions).toHaveLength(2)

    const current = (await ok(harness, kind.api.detail, { params: { id } }, editor.as)) as { version: number }
    await ok(harness, kind.api.unpublish, { params: { id }, body: { version: current.version } }, editor.as)
    expect(await kind.publicTexts()).not.toContain(changed)

    const audit = await auditOf(harness, kind.type, id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'content.create',
      'content.publish',
      'content.draft',
      'content.publish',
      'content.unpublish',
    ])
  })

  it('refuses support staff every call, and a visitor', async () => {
    roleRefusalLog()
    const answer = await call(harness, kind.api.create, { body: (await fieldsOf(kind, '지원팀')) as never }, support.as)
    expect(answer.status).toBe(403)
    const anonymous = await call(harness, kind.api.list, { query: {} })
    expect(anonymous.status).toBe(401)
  })
})

describe('the order screen’s list of the history', () => {
  it('gives each event its month, the kinds that are no events none', async () => {
    const events = await ok(harness, history.list, { query: { size: 100 } }, editor.as)
    expect(events.items.length).toBeGreaterThan(0)
    for (const event of events.items) expect(event.date).toMatch(/^\d{4}-\d{2}$/)
    const published = (await visitor()(publicApi.history, { query: { size: 100 } })).items
    expect(published.length).toBeGreaterThan(0)
    for (const event of published) {
      const listed = events.items.find((item) => item.id === event.id)
      expect(listed?.date).toBe(`${event.year}-${String(event.month).padStart(2, '0')}`)
    }
    const listed = await ok(harness, clients.list, { query: { size: 5 } }, editor.as)
    expect(listed.items.every((client) => client.date === undefined)).toBe(true)
  })
})
