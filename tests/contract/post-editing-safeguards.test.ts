import { describe, expect, it } from 'vitest'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { API_BASE_PATH } from '~/backend/app'
import { auditOf, call, editingStaff, newsFields, ok } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 24: what the news editing calls refuse (fields that do not fit, support staff) and what they record (every
 * change of an item in the audit log, with no text of it). The drafts, schedules and versions: post-editing.test.ts.
 */
const harness = setUpStaffHarness()
const { editor, admin, support } = editingStaff(harness)

describe('validation', () => {
  it('refuses bad fields with 400 and writes nothing', async () => {
    const before = (await ok(harness, news.list, { query: { size: 1 } }, editor.as)).total
    const noTitle = await call(harness, news.create, { body: { ...newsFields('x'), title: 'x' } as never }, editor.as)
    expect(noTitle.status).toBe(400)
    expect(noTitle.json.error?.code).toBe('BAD_REQUEST')

    const scriptLink = {
      'ko-KR': {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '누르기', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
          },
        ],
      },
    }
    expect((await call(harness, news.create, { body: newsFields('x', { body: scriptLink as never }) }, editor.as)).status).toBe(
      400,
    )

    const otherCategory = await call(harness, news.create, { body: newsFields('x', { categoryId: 999_999 }) }, editor.as)
    expect(otherCategory.status).toBe(400)
    expect(otherCategory.json.error?.fields?.categoryId?.code).toBe('BAD_REQUEST')

    const missingImage = {
      'ko-KR': { type: 'doc', content: [{ type: 'image', attrs: { mediaId: 999_999 } }] },
    }
    const image = await call(harness, news.create, { body: newsFields('x', { body: missingImage as never }) }, editor.as)
    expect(image.status).toBe(400)
    expect(image.json.error?.fields?.body?.code).toBe('BAD_REQUEST')

    // However it is sent, a body fits the post's body limit: too long as plain text, or as a document by its links.
    const longText = { 'ko-KR': '가'.repeat(60_001) }
    expect((await call(harness, news.create, { body: newsFields('x', { body: longText }) }, editor.as)).status).toBe(400)
    const link = { type: 'link', attrs: { href: `https://example.com/${'a'.repeat(1900)}` } }
    const manyLinks = {
      'ko-KR': {
        type: 'doc',
        content: Array.from({ length: 100 }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text: '링크', marks: [link, link] }],
        })),
      },
    }
    expect((await call(harness, news.create, { body: newsFields('x', { body: manyLinks as never }) }, editor.as)).status).toBe(
      400,
    )

    expect((await ok(harness, news.list, { query: { size: 1 } }, editor.as)).total).toBe(before)
  })
})

describe('who may edit', () => {
  it('lets editors and admins edit and refuses support staff', async () => {
    const warnings = roleRefusalLog()
    for (const staff of [editor, admin]) {
      expect((await call(harness, news.list, {}, staff.as)).status).toBe(200)
      expect((await call(harness, news.create, { body: newsFields('권한') }, staff.as)).status).toBe(200)
    }
    expect((await call(harness, news.list, {}, support.as)).status).toBe(403)
    expect((await call(harness, news.create, { body: newsFields('권한') }, support.as)).status).toBe(403)
    expect(warnings).toHaveBeenCalledTimes(2)
    warnings.mockRestore()
  })

  it('lets editors and admins past the role check of every post editing call', async () => {
    const groups = ['news editing', 'press editing', 'patent editing', 'thesis editing', 'post category editing'] as const
    const refused: string[] = []
    for (const staff of [editor, admin]) {
      for (const group of groups) {
        for (const endpoint of Object.values(endpointGroups[group])) {
          // An item that does not exist: the call is judged on its role, then answers 400 or 404, and changes nothing.
          const path = endpoint.path.replace(/:(\w+)/g, '987654')
          const response = await harness.app.request(`${API_BASE_PATH}${path}`, {
            method: endpoint.method,
            headers: { authorization: staff.as.token, 'content-type': 'application/json' },
            body: endpoint.method === 'GET' ? undefined : '{}',
          })
          if (response.status === 401 || response.status === 403) refused.push(`${endpoint.method} ${path}: ${response.status}`)
        }
      }
    }
    expect(refused).toEqual([])
  })
})

describe('the audit log', () => {
  it('records every change of an item in its transaction, with no text of it', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('감사') }, editor.as)
    const published = await ok(harness, news.publish, { params: { id }, body: {} }, editor.as)
    const saved = await ok(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: published.version, fields: newsFields('감사 2') } },
      editor.as,
    )
    const off = await ok(harness, news.unpublish, { params: { id }, body: { version: saved.version } }, editor.as)
    await ok(harness, news.restore, { params: { id, revision: 1 }, body: { version: off.version } }, editor.as)
    await ok(harness, news.remove, { params: { id } }, admin.as)
    // A refused change leaves no entry.
    await call(harness, news.saveDraft, { params: { id }, body: { version: 1, fields: newsFields('없음') } }, editor.as)

    const entries = await auditOf(harness, 'news', id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.create',
      'content.publish',
      'content.draft',
      'content.unpublish',
      'content.restore',
      'content.delete',
    ])
    expect(entries.every((entry) => entry.actorKind === 'staff')).toBe(true)
    expect(entries[1]?.detail).toEqual({ revision: 1 })
    expect(JSON.stringify(entries)).not.toContain('감사')

    expect((await call(harness, news.detail, { params: { id } }, editor.as)).status).toBe(404)
    expect((await call(harness, news.revisions, { params: { id } }, editor.as)).status).toBe(404)
  })
})
