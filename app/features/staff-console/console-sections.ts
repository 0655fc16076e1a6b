import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { editorRoles } from '~/api/contract/content-editing'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { type StaffRole, staffRoles } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { auditLogQuery } from './audit/audit-queries'
import { auditQueryOf } from './audit/audit-search'
import AuditLogPage from './audit/components/audit-log-page'
import { companyDetailsQuery } from './company/company-queries'
import CompanyPage from './company/components/company-page'
import type { ConsoleSearch } from './console-search'
import PostsPage from './content/components/posts-page'
import SiteContentPage from './content/components/site-content-page'
import { SITE_CONTENT_SEGMENT } from './content/site-content-address'
import DashboardPage from './dashboard/components/dashboard-page'
import { dashboardQuery } from './dashboard/dashboard-queries'
import DocumentsPage from './documents/components/documents-page'
import { documentsEditingQuery } from './documents/documents-queries'
import InquiriesPage from './inquiries/components/inquiries-page'
import MediaPage from './media/components/media-page'
import { mediaDetailQuery, mediaListQuery } from './media/media-queries'
import { mediaQueryOf } from './media/media-search'
import MembersPage from './members/components/members-page'
import type { OperationsSection } from './operations-prefetch'
import { operationsRoles } from './operations-roles'
import OutboxPage from './outbox/components/outbox-page'
import PharmaciesPage from './pharmacies/components/pharmacies-page'
import QuestionsPage from './questions/components/questions-page'
import { idSegmentOf } from './record-segments'
import SamplesPage from './samples/components/samples-page'
import type { SectionProps } from './section-props'
import InvitationPage from './sign-in/components/invitation-page'
import StaffLoginPage from './sign-in/components/staff-login-page'
import { roleMayCall } from './staff-access'
import StaffAccountsPage from './staff-accounts/components/staff-accounts-page'
import { staffListQuery } from './staff-accounts/staff-accounts-queries'

/**
 * A part of the console, at /admin/<segment>[/...]: its name (the page title and its navigation entry), the roles that
 * may open it (others get a refusal in the console, and no navigation entry), the queries its first render reads, and
 * its page. To add one: an entry here, in navigation order (decision 32). The pages are imported, not lazy: the whole
 * console is the route's one chunk, whose styles the server links in the page's head (a lazy page's would arrive only
 * with its script, after the server's HTML had painted unstyled).
 */
export interface ConsoleSection {
  /** The address's first segment after /admin; '' for the dashboard at /admin itself. */
  segment: string
  title: () => string
  roles: readonly StaffRole[]
  /** Fills the query cache before the page renders (server and client); never throws: the page shows a failure. */
  prefetch?: (queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[], staff: StaffMember) => Promise<void>
  page: ComponentType<SectionProps>
}

/** An operations page (support and admin): its first render's queries come with the first of them (operations-prefetch). */
function operations(segment: OperationsSection, title: () => string, page: ConsoleSection['page']): ConsoleSection {
  return {
    segment,
    title,
    roles: operationsRoles,
    prefetch: async (queryClient, search, rest) => {
      const { operationsPrefetch } = await import('./operations-prefetch')
      await operationsPrefetch[segment](queryClient, search, rest)
    },
    page,
  }
}

export const consoleSections: readonly ConsoleSection[] = [
  {
    segment: '',
    title: m.admin_nav_dashboard,
    roles: staffRoles,
    prefetch: (queryClient, _search, _rest, staff) =>
      roleMayCall(adminDashboardEndpoints.dashboard.roles, staff.role)
        ? queryClient.prefetchQuery(dashboardQuery())
        : Promise.resolve(),
    page: DashboardPage,
  },
  operations('inquiries', m.admin_nav_inquiries, InquiriesPage),
  operations('questions', m.admin_nav_questions, QuestionsPage),
  operations('samples', m.admin_nav_samples, SamplesPage),
  operations('members', m.admin_nav_members, MembersPage),
  operations('outbox', m.admin_nav_outbox, OutboxPage),
  {
    segment: 'posts',
    title: m.admin_nav_posts,
    roles: editorRoles,
    prefetch: async (queryClient, search, rest) => {
      const { prefetchPosts } = await import('./content/posts-prefetch')
      await prefetchPosts(queryClient, search, rest)
    },
    page: PostsPage,
  },
  {
    segment: SITE_CONTENT_SEGMENT,
    title: m.admin_nav_site_content,
    roles: editorRoles,
    prefetch: async (queryClient, search, rest) => {
      const { prefetchSiteContent } = await import('./content/site-content-prefetch')
      await prefetchSiteContent(queryClient, search, rest)
    },
    page: SiteContentPage,
  },
  {
    segment: 'media',
    title: m.admin_nav_media,
    roles: editorRoles,
    prefetch: async (queryClient, search, rest) => {
      const id = idSegmentOf(rest)
      if (rest.length === 0) await queryClient.prefetchQuery(mediaListQuery(mediaQueryOf(search)))
      else if (id !== undefined) await queryClient.prefetchQuery(mediaDetailQuery(id))
    },
    page: MediaPage,
  },
  {
    segment: 'pharmacies',
    title: m.admin_nav_pharmacies,
    roles: editorRoles,
    prefetch: async (queryClient, search, rest) => {
      const { pharmacyPrefetch } = await import('./pharmacies/pharmacy-prefetch')
      await pharmacyPrefetch(queryClient, search, rest)
    },
    page: PharmaciesPage,
  },
  {
    segment: 'documents',
    title: m.admin_nav_documents,
    roles: editorRoles,
    prefetch: (queryClient) => queryClient.prefetchQuery(documentsEditingQuery()),
    page: DocumentsPage,
  },
  {
    segment: 'company',
    title: m.admin_nav_company,
    roles: editorRoles,
    prefetch: (queryClient) => queryClient.prefetchQuery(companyDetailsQuery()),
    page: CompanyPage,
  },
  {
    segment: 'staff',
    title: m.admin_nav_staff,
    roles: ['admin'],
    prefetch: (queryClient) => queryClient.prefetchQuery(staffListQuery()),
    page: StaffAccountsPage,
  },
  {
    segment: 'audit',
    title: m.admin_nav_audit,
    roles: ['admin'],
    prefetch: async (queryClient, search) => {
      await Promise.all([
        queryClient.prefetchQuery(auditLogQuery(auditQueryOf(search))),
        queryClient.prefetchQuery(staffListQuery()),
      ])
    },
    page: AuditLogPage,
  },
]

/** The pages before a session: they have no console frame and no guard. */
export const signInPages = {
  login: { title: m.admin_login_title, page: StaffLoginPage },
  invitation: { title: m.admin_invitation_title, page: InvitationPage },
} as const

export type SignInPage = keyof typeof signInPages

/** The address after /admin split into its segments: `staff/x` → ['staff', 'x']; /admin → []. */
export function consoleSegments(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter(Boolean)
}

/** The sign-in page an address opens: /admin/login or /admin/invitation exactly (anything below is no page). */
export function signInPageAt(splat: string | undefined): SignInPage | undefined {
  const [first, ...rest] = consoleSegments(splat)
  return rest.length === 0 && (first === 'login' || first === 'invitation') ? first : undefined
}

/** The section an address opens, with the segments after its own; undefined for none. */
export function sectionAt(splat: string | undefined): { section: ConsoleSection; rest: string[] } | undefined {
  const [first = '', ...rest] = consoleSegments(splat)
  const section = consoleSections.find((candidate) => candidate.segment === first)
  return section ? { section, rest } : undefined
}

/**
 * The console route's loader: names the page (its `crumb`, the document's title) and fills the cache for the section's
 * first render when the staff member's role opens it. An address no section has is the site's 404.
 */
export async function loadConsoleSection(
  context: { queryClient: QueryClient; staff?: StaffMember | null },
  splat: string | undefined,
  search: ConsoleSearch,
): Promise<{ crumb: string }> {
  const signInPage = signInPageAt(splat)
  if (signInPage) return { crumb: signInPages[signInPage].title() }
  const found = sectionAt(splat)
  if (!found) throw notFound()
  const { section, rest } = found
  if (context.staff && roleMayCall(section.roles, context.staff.role))
    await section.prefetch?.(context.queryClient, search, rest, context.staff)
  return { crumb: section.title() }
}
