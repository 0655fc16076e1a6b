import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { auditLog } from '~/backend/db/staff-schema'
import { clientFor } from './harness'
import { auditOf, call, ok, staffMember } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 24 (decision 41): products, history, clients, people, openings, testimonials, figures and the FAQ are edited
 * with the engine of posts: a new item is a draft visitors never see until it is published, and where the site
 * shows a chosen order, a reorder changes it at once.
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
const harness = setUpStaffHarness()
const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)

let editor: Awaited<ReturnType<typeof staffMember>>
let admin: Awaited<ReturnType<typeof staffMember>>
let support: Awaited<ReturnType<typeof staffMember>>

beforeAll(async () => {
  editor = await staffMember(harness, 'editor', 'kinds-writer')
  admin = await staffMember(harness, 'admin', 'kinds-chief')
  support = await staffMember(harness, 'support', 'kinds-helpdesk')
})

const text = (korean: string) => ({ 'ko-KR': korean, 'en-US': `${korean} (en)` })
const day = '2031-03-31'

/** Every kind has the same calls; their fields differ (the cases' fields are sent as they are). */
type KindApi = typeof openings

interface KindCase {
  name: string
  /** Its name in the audit log, drafts and revisions. */
  type: string
  api: KindApi
  fields: (title: string) => Record<string, unknown>
  /** What visitors read: one string per item, holding the title. */
  publicTexts: () => Promise<string[]>
}

async function faqCategoryId(): Promise<number> {
  const page = await ok(harness, faqCategories.list, { query: { size: 100 } }, editor.as)
  const first = page.items[0]
  if (!first) throw new Error('no FAQ category')
  return first.id
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

type ListItem = { id: number; title: string }
const listOf = async (api: Pick<KindApi, 'list'>) =>
  ((await ok(harness, api.list, { query: { size: 100 } }, editor.as)) as { items: ListItem[] }).items

describe('a chosen order', () => {
  it('is the order visitors see once an editor moves the clients: the last first, audited', async () => {
    const before = await listOf(clients)
    const ids = before.map((item) => item.id)
    const moved = [ids[ids.length - 1] as number, ...ids.slice(0, -1)]
    expect(await ok(harness, clients.reorder, { body: { ids: moved } }, editor.as)).toEqual({ ids: moved })

    const shown = await visitor()(publicApi.clients, { query: {} })
    const visible = moved.filter((id) => shown.some((client) => client.id === id))
    expect(shown.map((client) => client.id)).toEqual(visible)
    expect((await listOf(clients)).map((item) => item.id)).toEqual(moved)
    const [entry] = await harness.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'clients'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toEqual({ action: 'content.reorder', after: { ids: moved } })
  })

  it('puts a new history entry at the top, where an editor can move it down', async () => {
    const { id } = await ok(harness, history.create, { body: { year: 1990, month: 1, title: text('가장 오래된 일') } }, editor.as)
    await ok(harness, history.publish, { params: { id }, body: {} }, editor.as)
    const first = await visitor()(publicApi.history, { query: { size: 100 } })
    expect(first.items[0]?.id).toBe(id)

    const ids = (await listOf(history)).map((item) => item.id)
    await ok(harness, history.reorder, { body: { ids: [...ids.filter((other) => other !== id), id] } }, admin.as)
    const after = await visitor()(publicApi.history, { query: { size: 100 } })
    expect(after.items.at(-1)?.id).toBe(id)
  })

  it('orders FAQ questions within their category, and refuses a list that is not the current one (409)', async () => {
    const faq = await visitor()(memberAreaEndpoints.faq, { query: { category: 'samples' } })
    const ids = faq.items.map((item) => item.id)
    const reversed = [...ids].reverse()
    await ok(harness, faqEntries.reorder, { body: { ids: reversed } }, editor.as)
    const after = await visitor()(memberAreaEndpoints.faq, { query: { category: 'samples' } })
    expect(after.items.map((item) => item.id)).toEqual(reversed)

    const missingOne = await call(harness, faqEntries.reorder, { body: { ids: reversed.slice(1) } }, editor.as)
    expect(missingOne.status).toBe(409)
    expect(missingOne.json.error?.code).toBe('STALE_RECORD')
    const twice = await call(harness, faqEntries.reorder, { body: { ids: [...reversed, reversed[0] as number] } }, editor.as)
    expect(twice.status).toBe(400)
  })

  it('refuses support staff a reorder', async () => {
    roleRefusalLog()
    const answer = await call(harness, clients.reorder, { body: { ids: [1] } }, support.as)
    expect(answer.status).toBe(403)
  })
})

describe('what other content refers to', () => {
  it('shows a client with its logo from the media library, and refuses an image it does not have', async () => {
    const [media] = await harness.database.db
      .insert(mediaItems)
      .values({
        sha256: 'f'.repeat(64),
        originalName: 'logo.png',
        width: 400,
        height: 200,
        files: [{ format: 'webp', width: 400, name: `${'f'.repeat(16)}-400.webp`, bytes: 1000 }],
        alt: { 'ko-KR': '셀랙티스 로고', 'en-US': 'Cellactis logo' },
      })
      .returning({ id: mediaItems.id })
    const logoMediaId = media?.id as number
    const fields = { name: text('로고 고객사'), sector: text('식품'), isMain: false, logoMediaId }
    const { id } = await ok(harness, clients.create, { body: fields }, editor.as)
    await ok(harness, clients.publish, { params: { id }, body: {} }, editor.as)
    const shown = (await visitor('en-US')(publicApi.clients, { query: {} })).find((client) => client.id === id)
    expect(shown?.logo).toMatchObject({ mediaId: logoMediaId, alt: 'Cellactis logo', width: 400, height: 200 })

    const unknown = await call(harness, clients.create, { body: { ...fields, logoMediaId: 999_999 } }, editor.as)
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.json.error?.fields ?? {})).toEqual(['logoMediaId'])
  })

  it('takes a product off the pharmacy finder and the sample form when it is unpublished, and keeps one named in sample requests from being deleted', async () => {
    const stocked = (await visitor()(publicApi.productList, { query: { type: 'pb', relativePharmacy: true } }))[0]
    if (!stocked) throw new Error('no product stocked by a pharmacy')
    const read = (await ok(harness, editingByKind['products-pb'].detail, { params: { id: stocked.id } }, editor.as)) as {
      version: number
    }
    await ok(
      harness,
      editingByKind['products-pb'].unpublish,
      { params: { id: stocked.id }, body: { version: read.version } },
      editor.as,
    )
    const finder = await call(harness, publicApi.pharmacyPage, { query: { idProduct: stocked.id } })
    expect(finder.status).toBe(404)
    const pharmacies = await visitor()(publicApi.pharmacyPage, { query: { size: 100 } })
    expect(pharmacies.items.flatMap((pharmacy) => pharmacy.products.map((product) => product.id))).not.toContain(stocked.id)
    await ok(harness, editingByKind['products-pb'].publish, { params: { id: stocked.id }, body: {} }, editor.as)
    expect((await call(harness, publicApi.pharmacyPage, { query: { idProduct: stocked.id } })).status).toBe(200)
  })

  it('refuses to delete a FAQ category that still has questions, and deletes an empty one', async () => {
    const categoryId = await faqCategoryId()
    const refused = await call(harness, faqCategories.remove, { params: { id: categoryId } }, editor.as)
    expect(refused.status).toBe(400)
    expect(refused.json.error?.message).toContain('질문')

    const { id } = await ok(harness, faqCategories.create, { body: { name: text('빈 분류') } }, editor.as)
    await ok(harness, faqCategories.remove, { params: { id } }, editor.as)
    expect((await call(harness, faqCategories.detail, { params: { id } }, editor.as)).status).toBe(404)
  })
})
