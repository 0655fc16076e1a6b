import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { auditLog } from '~/backend/db/staff-schema'
import { type KindApi, setUpKindEditing, text } from './content-kind-support'
import { call, ok } from './post-editing-support'
import { roleRefusalLog } from './staff-support'

/**
 * Issue 24 (decision 41): where the site shows a chosen order (clients, history, the FAQ's questions), an editor's
 * reorder is the order visitors see at once, audited; a reorder of a list someone changed meanwhile is refused.
 */
const { clients, 'faq-entries': faqEntries, history } = editingByKind
const { harness, visitor, editor, admin, support } = setUpKindEditing()

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
