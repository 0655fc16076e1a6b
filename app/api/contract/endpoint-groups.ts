import { accessReviewEndpoints } from './access-review-endpoints'
import { adminDashboardEndpoints } from './admin-dashboard-endpoints'
import { adminEndpoints } from './admin-endpoints'
import { adminMemberEndpoints } from './admin-member-endpoints'
import { adminOutboxEndpoints } from './admin-outbox-endpoints'
import { auditEndpoints } from './audit-endpoints'
import { backupEndpoints } from './backup-endpoints'
import { companyDetailsEndpoints } from './company-details-endpoints'
import { contentArchiveEndpoints } from './content-archive-endpoints'
import { contentDashboardEndpoints } from './content-dashboard-endpoints'
import { contentEndpoints } from './content-endpoints'
import { documentEditingEndpoints } from './document-editing-endpoints'
import { emailVerificationEndpoints } from './email-verification-endpoints'
import type { Endpoint } from './endpoint'
import { inquiryEndpoints } from './inquiry-endpoints'
import { kindNames } from './kinds/content-kinds'
import { editingByKind } from './kinds/kind-editing-endpoints'
import { mediaEndpoints } from './media-endpoints'
import { memberAreaAdminEndpoints } from './member-area-admin-endpoints'
import { memberAreaEndpoints } from './member-area-endpoints'
import { memberConsentEndpoints } from './member-consent-endpoints'
import { memberDataExportEndpoints } from './member-data-export-endpoints'
import { memberSessionEndpoints } from './member-session-endpoints'
import { passkeyEndpoints } from './passkey-endpoints'
import { passwordResetEndpoints } from './password-reset-endpoints'
import { pharmacyEditingEndpoints } from './pharmacy-editing-endpoints'
import { pharmacyRestoreEndpoints } from './pharmacy-restore-endpoints'
import {
  newsEditingEndpoints,
  patentEditingEndpoints,
  postCategoryEditingEndpoints,
  postPreviewEndpoints,
  pressEditingEndpoints,
  thesisEditingEndpoints,
} from './post-editing-endpoints'
import { redirectEndpoints } from './redirect-endpoints'
import { scheduledJobEndpoints } from './scheduled-job-endpoints'
import { secondFactorEndpoints } from './second-factor-endpoints'
import { signInEndpoints } from './sign-in-endpoints'
import { siteSetupEndpoints } from './site-setup-endpoints'
import { socialAccountEndpoints } from './social-account-endpoints'
import { specSheetEndpoints } from './spec-sheet-endpoints'
import { staffEndpoints } from './staff-endpoints'
import { staffPasskeyEndpoints } from './staff-passkey-endpoints'
import { staffOwnSecondFactorEndpoints, staffPasswordResetEndpoints } from './staff-self-service-endpoints'
import { staffSessionEndpoints } from './staff-session-endpoints'

/**
 * Every endpoint group of the contract, by name. What sweeps the whole API (body limits, fuzzing, forged requests)
 * takes the groups from here, so a new group is swept by each of them once it is listed; every declared content
 * kind's editing calls are a group (`history editing`).
 */
export const endpointGroups = {
  content: contentEndpoints,
  'sign-in': signInEndpoints,
  'member area': memberAreaEndpoints,
  'member data export': memberDataExportEndpoints,
  'member consents': memberConsentEndpoints,
  'member sessions': memberSessionEndpoints,
  'password reset': passwordResetEndpoints,
  'email verification': emailVerificationEndpoints,
  'second factor': secondFactorEndpoints,
  passkeys: passkeyEndpoints,
  'social accounts': socialAccountEndpoints,
  'member-area admin': memberAreaAdminEndpoints,
  inquiries: inquiryEndpoints,
  'inquiries admin': adminEndpoints,
  'members admin': adminMemberEndpoints,
  'outbox admin': adminOutboxEndpoints,
  'dashboard admin': adminDashboardEndpoints,
  'content dashboard': contentDashboardEndpoints,
  'site setup': siteSetupEndpoints,
  'backups admin': backupEndpoints,
  'scheduled jobs admin': scheduledJobEndpoints,
  staff: staffEndpoints,
  'audit log': auditEndpoints,
  'access review': accessReviewEndpoints,
  'staff sessions': staffSessionEndpoints,
  'staff password reset': staffPasswordResetEndpoints,
  'staff own second factor': staffOwnSecondFactorEndpoints,
  'staff passkeys': staffPasskeyEndpoints,
  'news editing': newsEditingEndpoints,
  'press editing': pressEditingEndpoints,
  'patent editing': patentEditingEndpoints,
  'thesis editing': thesisEditingEndpoints,
  'post category editing': postCategoryEditingEndpoints,
  'post previews': postPreviewEndpoints,
  ...Object.fromEntries(kindNames.map((name) => [`${name} editing`, editingByKind[name]])),
  'media library': mediaEndpoints,
  'pharmacy editing': pharmacyEditingEndpoints,
  'pharmacy restore points': pharmacyRestoreEndpoints,
  redirects: redirectEndpoints,
  'company details': companyDetailsEndpoints,
  'document editing': documentEditingEndpoints,
  'specification sheets': specSheetEndpoints,
  'content archive': contentArchiveEndpoints,
}

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group))
