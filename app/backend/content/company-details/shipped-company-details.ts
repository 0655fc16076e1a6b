import type { CompanyDetailFields } from '~/api/contract/company-details-endpoints'
import { siteDefaults } from '~/config/site-defaults'

/** The details the site ships with, until staff save their own. */
export const shippedCompanyDetails: CompanyDetailFields = {
  name: siteDefaults.company.name,
  ceo: siteDefaults.company.ceo,
  address: siteDefaults.company.address,
  mailOrderRegNo: siteDefaults.company.mailOrderRegNo,
  businessRegNo: siteDefaults.company.businessRegNo,
  phone: siteDefaults.company.phone,
  email: siteDefaults.company.email,
  videoId: null,
  location: siteDefaults.company.location,
}
