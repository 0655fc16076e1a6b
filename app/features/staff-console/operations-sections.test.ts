import { describe, expect, it } from 'vitest'
import { adminAttachmentDownload, adminEndpoints, adminInquiryExport } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { consoleSections } from './console-sections'

describe('the operations pages', () => {
  it('open to exactly the roles their calls allow, so that no role gets a page it cannot use', () => {
    const { smsOutbox: _machineOnly, ...memberAreaCalls } = memberAreaAdminEndpoints
    const calls = [
      ...Object.values(adminEndpoints),
      ...Object.values(adminMemberEndpoints),
      ...Object.values(adminOutboxEndpoints),
      ...Object.values(memberAreaCalls),
      adminAttachmentDownload,
      adminInquiryExport,
    ]
    for (const section of ['inquiries', 'questions', 'samples', 'members', 'outbox'] as const) {
      const opens = [...consoleSections[section].roles].sort()
      for (const call of calls) expect([...(call.roles ?? [])].sort(), `${section}: ${call.method} ${call.path}`).toEqual(opens)
    }
  })
})
