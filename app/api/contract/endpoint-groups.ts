import { adminDashboardEndpoints } from './admin-dashboard-endpoints'
import { adminEndpoints } from './admin-endpoints'
import { adminMemberEndpoints } from './admin-member-endpoints'
import { adminOutboxEndpoints } from './admin-outbox-endpoints'
import { companyDetailsEndpoints } from './company-details-endpoints'
import { contentEndpoints } from './content-endpoints'
import {
  clientEditingEndpoints,
  faqCategoryEditingEndpoints,
  faqEntryEditingEndpoints,
  figureEditingEndpoints,
  historyEditingEndpoints,
  personEditingEndpoints,
  productEditingByType,
  quoteEditingEndpoints,
  recruitEditingEndpoints,
} from './content-kind-editing-endpoints'
import { documentEditingEndpoints } from './document-editing-endpoints'
import { emailVerificationEndpoints } from './email-verification-endpoints'
import type { Endpoint } from './endpoint'
import { inquiryEndpoints } from './inquiry-endpoints'
import { mediaEndpoints } from './media-endpoints'
import { memberAreaAdminEndpoints } from './member-area-admin-endpoints'
import { memberAreaEndpoints } from './member-area-endpoints'
import { memberSessionEndpoints } from './member-session-endpoints'
import { passwordResetEndpoints } from './password-reset-endpoints'
import { pharmacyEditingEndpoints } from './pharmacy-editing-endpoints'
import {
  newsEditingEndpoints,
  patentEditingEndpoints,
  postCategoryEditingEndpoints,
  postPreviewEndpoints,
  pressEditingEndpoints,
  thesisEditingEndpoints,
} from './post-editing-endpoints'
import { secondFactorEndpoints } from './second-factor-endpoints'
import { signInEndpoints } from './sign-in-endpoints'
import { sitePageEditingEndpoints, sitePageEndpoints } from './site-page-endpoints'
import { specSheetEndpoints } from './spec-sheet-endpoints'
import { staffEndpoints } from './staff-endpoints'

/**
 * Every endpoint group of the contract, by name. What sweeps the whole API (body limits, fuzzing, forged requests)
 * takes the groups from here, so a new group is swept by each of them once it is listed.
 */
export const endpointGroups = {
  content: contentEndpoints,
  'long-form pages': sitePageEndpoints,
  'sign-in': signInEndpoints,
  'member area': memberAreaEndpoints,
  'member sessions': memberSessionEndpoints,
  'password reset': passwordResetEndpoints,
  'email verification': emailVerificationEndpoints,
  'second factor': secondFactorEndpoints,
  'member-area admin': memberAreaAdminEndpoints,
  inquiries: inquiryEndpoints,
  'inquiries admin': adminEndpoints,
  'members admin': adminMemberEndpoints,
  'outbox admin': adminOutboxEndpoints,
  'dashboard admin': adminDashboardEndpoints,
  staff: staffEndpoints,
  'news editing': newsEditingEndpoints,
  'press editing': pressEditingEndpoints,
  'patent editing': patentEditingEndpoints,
  'thesis editing': thesisEditingEndpoints,
  'post category editing': postCategoryEditingEndpoints,
  'post previews': postPreviewEndpoints,
  'material editing': productEditingByType.material,
  'own product editing': productEditingByType.pb,
  'related product editing': productEditingByType.related,
  'history editing': historyEditingEndpoints,
  'client editing': clientEditingEndpoints,
  'people editing': personEditingEndpoints,
  'quote editing': quoteEditingEndpoints,
  'figure editing': figureEditingEndpoints,
  'recruit editing': recruitEditingEndpoints,
  'faq category editing': faqCategoryEditingEndpoints,
  'faq editing': faqEntryEditingEndpoints,
  'media library': mediaEndpoints,
  'pharmacy editing': pharmacyEditingEndpoints,
  'company details': companyDetailsEndpoints,
  'document editing': documentEditingEndpoints,
  'specification sheets': specSheetEndpoints,
  'long-form page editing': sitePageEditingEndpoints,
}

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group))
