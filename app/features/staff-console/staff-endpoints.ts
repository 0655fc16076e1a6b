import { accessReviewEndpoints } from '~/api/contract/access-review-endpoints'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { backupEndpoints } from '~/api/contract/backup-endpoints'
import { companyDetailsEndpoints } from '~/api/contract/company-details-endpoints'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import { documentEditingEndpoints } from '~/api/contract/document-editing-endpoints'
import { mediaEndpoints } from '~/api/contract/media-endpoints'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { pharmacyEditingEndpoints } from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacyRestoreEndpoints } from '~/api/contract/pharmacy-restore-endpoints'
import { postCategoryEditingEndpoints } from '~/api/contract/post-editing-endpoints'
import { redirectEndpoints } from '~/api/contract/redirect-endpoints'
import { scheduledJobEndpoints } from '~/api/contract/scheduled-job-endpoints'
import { siteSetupEndpoints } from '~/api/contract/site-setup-endpoints'
import { specSheetEndpoints } from '~/api/contract/spec-sheet-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffPasskeyEndpoints } from '~/api/contract/staff-passkey-endpoints'
import { staffOwnSecondFactorEndpoints } from '~/api/contract/staff-self-service-endpoints'
import { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { named, tableOf, withoutCalls } from '~/features/contract-calls/contract-call'

/**
 * What the staff console calls for the signed-in staff member (decision 119), by the contract's names (a group's
 * `list` named after it: `mediaList`): its groups whole, the API checking each call's roles and proof, but the calls
 * a hand-written server function makes, each for a reason of its own:
 * - a session's token goes into the cookie, never to the page (login, a proof given again, an accepted invitation),
 *   or goes with the cookie (logout); who is signed in is read once per request (me);
 * - an answer is made on the server: a new secret's QR code (resetSecondFactor, startMySecondFactorChange), the
 *   audit log's entries for the page (audit), the company's details with what the configuration overrides;
 * - a body or answer no JSON call carries: an upload, an import, a file (their own routes and large-body functions);
 * - a field the console never sends: `by`, the machine credential's name for whoever answered a question;
 * - no console's call: the site's own redirects and hits, an invitation read before anyone is signed in, the
 *   sign-in's passkey challenge, the operator's command line's (the secrets' export, marking an inquiry processed,
 *   the development SMS outbox).
 */
export const staffCalls = tableOf(
  withoutCalls(staffEndpoints, ['login', 'logout', 'me', 'invitation', 'acceptInvitation', 'resetSecondFactor']),
  withoutCalls(staffSessionEndpoints, ['proveAgain']),
  withoutCalls(staffOwnSecondFactorEndpoints, ['startMySecondFactorChange']),
  withoutCalls(staffPasskeyEndpoints, ['passkeyChallenge']),
  withoutCalls(adminEndpoints, ['markInquiryProcessed']),
  adminMemberEndpoints,
  withoutCalls(memberAreaAdminEndpoints, ['answerQuestion', 'smsOutbox']),
  adminOutboxEndpoints,
  adminDashboardEndpoints,
  contentDashboardEndpoints,
  siteSetupEndpoints,
  withoutCalls(backupEndpoints, ['exportSecrets']),
  scheduledJobEndpoints,
  accessReviewEndpoints,
  withoutCalls(pharmacyEditingEndpoints, ['importPharmacies']),
  pharmacyRestoreEndpoints,
  withoutCalls(redirectEndpoints, ['siteRedirects', 'reportHits', 'importRedirects']),
  named('media', withoutCalls(mediaEndpoints, ['upload'])),
  named('document', withoutCalls(documentEditingEndpoints, ['upload'])),
  named('specSheet', withoutCalls(specSheetEndpoints, ['upload'])),
  withoutCalls(companyDetailsEndpoints, ['companyDetails', 'companyDetailsForEditing']),
  postCategoryEditingEndpoints,
)
