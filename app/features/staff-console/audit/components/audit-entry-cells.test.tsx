import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import type { AuditEntryView } from '../audit.functions'
import { DetailsCell, SubjectCell } from './audit-entry-cells'

/** The cell as the audit page renders it: inside a router, as its links need. */
async function rendered(cell: ReactNode): Promise<string> {
  const root = createRootRoute({ errorComponent: ({ error }: ErrorComponentProps) => String(error) })
  const page = createRoute({ getParentRoute: () => root, path: '/admin/$', component: () => cell })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/admin/audit'] }),
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
    .replace(/<!--.*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const memberId = '0b6c6c9e-4a7f-4c1e-9a55-6f1f3b2d8e10'
const goneId = '7d1e2f3a-1b2c-4d5e-8f90-123456789abc'
const entry = (fields: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  at: '2026-12-01T01:00:00.000Z',
  actorKind: 'staff',
  actorId: null,
  actorEmail: 'support@example.com',
  action: 'member.read',
  targetType: 'member',
  targetId: memberId,
  clientIp: null,
  before: null,
  after: null,
  detail: null,
  ...fields,
})
const names = { staffNames: new Map(), productNames: new Map() }

describe('the audit log’s members', () => {
  it('names the member an entry is about by their masked name, linked, with the member number beneath', async () => {
    const html = await rendered(<SubjectCell entry={entry({ subjectName: '김*수' })} staffNames={new Map()} />)
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/members/${memberId}"[^>]*>김\\*수</a>`))
    expect(textOf(html)).toContain(`${m.admin_member_number()} ${memberId}`)
  })

  it('labels the number of a member with no name left, never showing it bare', async () => {
    const text = textOf(await rendered(<SubjectCell entry={entry({})} staffNames={new Map()} />))
    expect(text).toContain(m.admin_member_no_name())
    expect(text).toContain(`${m.admin_member_number()} ${memberId}`)
  })

  it('names each member a list showed', async () => {
    const search = entry({
      action: 'member.search',
      targetId: null,
      detail: [{ key: 'subjects', value: JSON.stringify([memberId, goneId]) }],
      shownNames: { [memberId]: '김*수' },
    })
    const text = textOf(await rendered(<DetailsCell entry={search} names={names} />))
    expect(text).toContain(`김*수 ${m.admin_member_number()} ${memberId}`)
    expect(text).toContain(`${m.admin_member_no_name()} ${m.admin_member_number()} ${goneId}`)
  })
})

describe('an audit entry’s details', () => {
  it('name their parts with headings one level under the page’s h1 (the Nu checker: no level skipped)', async () => {
    const change = entry({
      action: 'content.update',
      targetType: 'news',
      targetId: '12',
      before: [{ key: 'status', value: 'draft' }],
      after: [{ key: 'status', value: 'published' }],
    })
    const html = await rendered(<DetailsCell entry={change} names={names} />)
    const headings = [...html.matchAll(/<(h\d)>([^<]*)<\/h\d>/g)].map(([, level, text]) => `${level} ${text}`)
    expect(headings).toEqual([`h2 ${m.admin_audit_before()}`, `h2 ${m.admin_audit_after()}`])
  })
})
