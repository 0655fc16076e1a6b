import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { consoleSections, framedSections, loadConsoleSection } from './console-sections'

const staffOf = (role: StaffRole) => ({ id: 'x', role }) as StaffMember

describe('the console’s sections', () => {
  it('are in navigation order, the staff accounts and the audit log for admins only', () => {
    expect(framedSections[0]).toBe('dashboard')
    expect(consoleSections.audit.roles).toEqual(['admin'])
    expect(consoleSections.staff.roles).toEqual(['admin'])
    expect(consoleSections.inquiries.roles).not.toContain('editor')
  })

  it('name the page, and an address no page has is the site’s 404', async () => {
    const context = { queryClient: new QueryClient(), staff: null }
    expect(await loadConsoleSection(context, 'login', {})).toEqual({ crumb: m.admin_login_title() })
    expect(await loadConsoleSection(context, 'audit', { page: 'x' })).toEqual({ crumb: m.admin_nav_audit() })
    for (const splat of ['nothing-here', 'login/x', 'questions/abc', 'posts/news/12/x']) {
      const refusal = await loadConsoleSection(context, splat, {}).catch((error: unknown) => error)
      expect(isNotFound(refusal), splat).toBe(true)
    }
  })

  it('fill the cache only for a role that opens the section', async () => {
    const queryClient = new QueryClient()
    await loadConsoleSection({ queryClient, staff: staffOf('editor') }, 'staff', {})
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
