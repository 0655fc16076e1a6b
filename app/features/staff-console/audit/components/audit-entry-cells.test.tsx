import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import type { AuditEntryView } from '../audit.functions'
import { DetailsCell } from './audit-entry-cells'

describe('an audit entry’s details', () => {
  it('name their parts with headings one level under the page’s h1 (the Nu checker: no level skipped)', () => {
    const entry = {
      action: 'content.update',
      before: [{ key: 'status', value: 'draft' }],
      after: [{ key: 'status', value: 'published' }],
      detail: null,
      targetType: 'news',
    } as unknown as AuditEntryView
    const html = renderToStaticMarkup(<DetailsCell entry={entry} names={{ staffNames: new Map(), productNames: new Map() }} />)
    const headings = [...html.matchAll(/<(h\d)>([^<]*)<\/h\d>/g)].map(([, level, text]) => `${level} ${text}`)
    expect(headings).toEqual([`h2 ${m.admin_audit_before()}`, `h2 ${m.admin_audit_after()}`])
  })
})
