import { describe, expect, it } from 'vitest'
import { adminAttachmentDownload, adminEndpoints, adminInquiryExport } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { sectionAt } from '../console-sections'

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
    for (const segment of ['inquiries', 'questions', 'samples', 'members', 'outbox']) {
      const opens = [...(sectionAt(segment)?.section.roles ?? [])].sort()
      for (const call of calls) expect([...(call.roles ?? [])].sort(), `${segment}: ${call.method} ${call.path}`).toEqual(opens)
    }
  })
})
