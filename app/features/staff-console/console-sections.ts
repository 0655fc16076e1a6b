import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { accessReviewEndpoints } from '~/api/contract/access-review-endpoints'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { backupEndpoints } from '~/api/contract/backup-endpoints'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import { adminOnlyRoles, contentEditingRoles, operationsRoles, type StaffRole, staffRoles } from '~/api/contract/staff-roles'
import { m } from '~/paraglide/messages'
import { accessReviewDueQuery, accessReviewQuery } from './access-review/access-review-queries'
import { reviewMonthOf } from './access-review/access-review-search'
import AccessReviewPage from './access-review/components/access-review-page'
import { type ConsoleAddress, type ConsoleTarget, parseConsoleAddress } from './address/console-addresses'
import { auditLogQuery } from './audit/audit-queries'
import { auditQueryOf } from './audit/audit-search'
import AuditLogPage from './audit/components/audit-log-page'
import { companyDetailsQuery } from './company/company-queries'
import CompanyPage from './company/components/company-page'
import PostsPage from './content/components/posts-page'
import SiteContentPage from './content/components/site-content-page'
import DashboardPage from './dashboard/components/dashboard-page'
import { backupStatusQuery, contentDashboardQuery, dashboardQuery } from './dashboard/dashboard-queries'
import DocumentsPage from './documents/components/documents-page'
import { documentsEditingQuery } from './documents/documents-queries'
import InquiriesPage from './inquiries/components/inquiries-page'
import MediaPage from './media/components/media-page'
import { mediaDetailQuery, mediaListQuery } from './media/media-queries'
import { mediaQueryOf } from './media/media-search'
import MembersPage from './members/components/members-page'
import type { OperationsSection } from './operations-prefetch'
import OutboxPage from './outbox/components/outbox-page'
import OwnSessionsPage from './own-sessions/components/own-sessions-page'
import { ownSessionsQuery } from './own-sessions/own-sessions-queries'
import { consolePageNames, type PageName } from './page-names'
import PharmaciesPage from './pharmacies/components/pharmacies-page'
import QuestionsPage from './questions/components/questions-page'
import RedirectsPage from './redirects/components/redirects-page'
import SamplesPage from './samples/components/samples-page'
import type { FramedSection, SectionProps, SignInSection } from './section-props'
import ForgotPasswordPage from './sign-in/components/forgot-password-page'
import InvitationPage from './sign-in/components/invitation-page'
import PasswordResetPage from './sign-in/components/password-reset-page'
import StaffLoginPage from './sign-in/components/staff-login-page'
import { roleMayCall } from './staff-access'
import StaffAccountsPage from './staff-accounts/components/staff-accounts-page'
import { staffListQuery } from './staff-accounts/staff-accounts-queries'

/**
 * A section of the console in its frame: its name (the page title and its navigation entry), the roles that may open it
 * (others get a refusal in the console, and no navigation entry), where its navigation entry goes, the queries its
 * first render reads, and its page, given its typed address. To add one: its addresses in console-addresses.ts, and an
 * entry here, in navigation order (decisions 32 and 62). The pages are imported, not lazy: the whole console is the
 * route's one chunk, whose styles the server links in the page's head (a lazy page's would arrive only with its script,
 * after the server's HTML had painted unstyled).
 */
export interface ConsoleSectionEntry<S extends FramedSection> {
  title: () => string
  roles: readonly StaffRole[]
  start: ConsoleTarget<S>
  /** Fills the query cache before the page renders (server and client); never throws: the page shows a failure. */
  prefetch?: (queryClient: QueryClient, address: ConsoleAddress<S>, staff: StaffMember) => Promise<unknown>
  page: ComponentType<SectionProps<S>>
}

/** An operations page (support and admin): its first render's queries come with the first of them (operations-prefetch). */
function operations<S extends OperationsSection>(
  section: S,
  title: () => string,
  page: ComponentType<SectionProps<S>>,
): ConsoleSectionEntry<S> {
  return {
    title,
    roles: operationsRoles,
    start: { section, view: 'list' } as ConsoleTarget<S>,
    prefetch: async (queryClient, address) => {
      const { operationsPrefetch } = await import('./operations-prefetch')
      await operationsPrefetch[section](queryClient, address)
    },
    page,
  }
}

export const consoleSections: { readonly [S in FramedSection]: ConsoleSectionEntry<S> } = {
  dashboard: {
    title: m.admin_nav_dashboard,
    roles: staffRoles,
    start: { section: 'dashboard', view: 'overview' },
    prefetch: async (queryClient, _address, staff) => {
      await Promise.all([
        roleMayCall(adminDashboardEndpoints.dashboard.roles, staff.role) && queryClient.prefetchQuery(dashboardQuery()),
        roleMayCall(backupEndpoints.backupStatus.roles, staff.role) && queryClient.prefetchQuery(backupStatusQuery()),
        roleMayCall(accessReviewEndpoints.accessReviewDue.roles, staff.role) && queryClient.prefetchQuery(accessReviewDueQuery()),
        roleMayCall(contentDashboardEndpoints.contentDashboard.roles, staff.role) &&
          queryClient.prefetchQuery(contentDashboardQuery()),
      ])
    },
    page: DashboardPage,
  },
  inquiries: operations('inquiries', m.admin_nav_inquiries, InquiriesPage),
  questions: operations('questions', m.admin_nav_questions, QuestionsPage),
  samples: operations('samples', m.admin_nav_samples, SamplesPage),
  members: operations('members', m.admin_nav_members, MembersPage),
  outbox: operations('outbox', m.admin_nav_outbox, OutboxPage),
  posts: {
    title: m.admin_nav_posts,
    roles: contentEditingRoles,
    start: { section: 'posts', view: 'list', kind: 'news' },
    prefetch: async (queryClient, address) => (await import('./content/posts-prefetch')).prefetchPosts(queryClient, address),
    page: PostsPage,
  },
  'site-content': {
    title: m.admin_nav_site_content,
    roles: contentEditingRoles,
    start: { section: 'site-content', view: 'list', kind: 'products-material' },
    prefetch: async (queryClient, address) =>
      (await import('./content/site-content-prefetch')).prefetchSiteContent(queryClient, address),
    page: SiteContentPage,
  },
  media: {
    title: m.admin_nav_media,
    roles: contentEditingRoles,
    start: { section: 'media', view: 'list' },
    prefetch: (queryClient, address) =>
      address.view === 'list'
        ? queryClient.prefetchQuery(mediaListQuery(mediaQueryOf(address.search)))
        : queryClient.prefetchQuery(mediaDetailQuery(address.id)),
    page: MediaPage,
  },
  pharmacies: {
    title: m.admin_nav_pharmacies,
    roles: contentEditingRoles,
    start: { section: 'pharmacies', view: 'list' },
    prefetch: async (queryClient, address) =>
      (await import('./pharmacies/pharmacy-prefetch')).pharmacyPrefetch(queryClient, address),
    page: PharmaciesPage,
  },
  redirects: {
    title: m.admin_nav_redirects,
    roles: contentEditingRoles,
    start: { section: 'redirects', view: 'list' },
    prefetch: async (queryClient, address) => {
      const { redirectDetailQuery, redirectListQuery } = await import('./redirects/redirect-queries')
      const { redirectQueryOf } = await import('./redirects/redirect-search')
      if (address.view === 'list') await queryClient.prefetchQuery(redirectListQuery(redirectQueryOf(address.search)))
      if (address.view === 'detail') await queryClient.prefetchQuery(redirectDetailQuery(address.id))
    },
    page: RedirectsPage,
  },
  documents: {
    title: m.admin_nav_documents,
    roles: contentEditingRoles,
    start: { section: 'documents', view: 'list' },
    prefetch: (queryClient) => queryClient.prefetchQuery(documentsEditingQuery()),
    page: DocumentsPage,
  },
  company: {
    title: m.admin_nav_company,
    roles: contentEditingRoles,
    start: { section: 'company', view: 'form' },
    prefetch: (queryClient) => queryClient.prefetchQuery(companyDetailsQuery()),
    page: CompanyPage,
  },
  staff: {
    title: m.admin_nav_staff,
    roles: adminOnlyRoles,
    start: { section: 'staff', view: 'list' },
    prefetch: (queryClient) => queryClient.prefetchQuery(staffListQuery()),
    page: StaffAccountsPage,
  },
  audit: {
    title: m.admin_nav_audit,
    roles: adminOnlyRoles,
    start: { section: 'audit', view: 'list' },
    prefetch: (queryClient, address) =>
      Promise.all([
        queryClient.prefetchQuery(auditLogQuery(auditQueryOf(address.search))),
        queryClient.prefetchQuery(staffListQuery()),
      ]),
    page: AuditLogPage,
  },
  'access-review': {
    title: m.admin_nav_access_review,
    roles: adminOnlyRoles,
    start: { section: 'access-review', view: 'month' },
    prefetch: (queryClient, address) => queryClient.prefetchQuery(accessReviewQuery(reviewMonthOf(address.search))),
    page: AccessReviewPage,
  },
  account: {
    title: m.admin_nav_account,
    roles: staffRoles,
    start: { section: 'account', view: 'sessions' },
    prefetch: (queryClient) => queryClient.prefetchQuery(ownSessionsQuery()),
    page: OwnSessionsPage,
  },
}

/** The sections in navigation order. */
export const framedSections = Object.keys(consoleSections) as FramedSection[]

/** The section entry of an address (its entry and its address agree: the registry is keyed by section). */
export function sectionOf<S extends FramedSection>(address: ConsoleAddress<S>): ConsoleSectionEntry<S> {
  return consoleSections[address.section as S] as ConsoleSectionEntry<S>
}

/** The pages before a session: they have no console frame and no guard. */
export const signInPages: {
  readonly [S in SignInSection]: { title: () => string; page: ComponentType<{ address: ConsoleAddress<S> }> }
} = {
  login: { title: m.admin_login_title, page: StaffLoginPage },
  invitation: { title: m.admin_invitation_title, page: InvitationPage },
  'forgot-password': { title: m.admin_forgot_password_title, page: ForgotPasswordPage },
  'password-reset': { title: m.admin_password_reset_title, page: PasswordResetPage },
}

export const isSignInAddress = (address: ConsoleAddress): address is ConsoleAddress<SignInSection> =>
  Object.hasOwn(signInPages, address.section)

/**
 * The console route's loader: fills the cache for the section's first render when the staff member's role opens it,
 * and names the page (its `crumb`, the document's title): the record or task it is about, then the section
 * (page-names.ts). An address no page has is the site's 404.
 */
export async function loadConsoleSection(
  context: { queryClient: QueryClient; staff?: StaffMember | null },
  splat: string | undefined,
  search: Record<string, unknown>,
): Promise<{ crumb: string }> {
  const address = parseConsoleAddress(splat, search)
  if (!address) throw notFound()
  if (isSignInAddress(address)) return { crumb: signInPages[address.section].title() }
  const section = sectionOf(address)
  if (!context.staff || !roleMayCall(section.roles, context.staff.role)) return { crumb: section.title() }
  await section.prefetch?.(context.queryClient, address, context.staff)
  return { crumb: consoleCrumb(context.queryClient, address) }
}

/** A framed page's name: the record or task it is about (page-names.ts, from the query cache), then its section. */
export function consoleCrumb(queryClient: QueryClient, address: ConsoleAddress<FramedSection>): string {
  const section = sectionOf(address)
  const pageName = (consolePageNames[address.section] as PageName<typeof address.section> | undefined)?.(queryClient, address)
  return pageName ? `${pageName} · ${section.title()}` : section.title()
}
