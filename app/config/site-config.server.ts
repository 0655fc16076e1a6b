import type { CompanyDetails } from '~/api/contract/company-details-endpoints'
import { type Locale, locales } from '~/i18n/locales'
import { env } from './env.server'
import type { SiteConfig } from './site-config'
import { siteDefaults } from './site-defaults'

/** The company's details as shipped, in one language (what a site shows until staff store their own). */
function shippedDetails(locale: Locale): CompanyDetails {
  const { company } = siteDefaults
  return {
    name: company.name[locale],
    ceo: company.ceo[locale],
    address: company.address[locale],
    mailOrderRegNo: company.mailOrderRegNo[locale],
    businessRegNo: company.businessRegNo,
    phone: company.phone,
    email: company.email,
    videoId: null,
    location: company.location,
  }
}

/** The company details an environment variable overrides (the console shows them as such). */
export function companyDetailOverrides() {
  return {
    name: env.COMPANY_NAME,
    ceo: env.COMPANY_CEO,
    address: env.COMPANY_ADDRESS,
    businessRegNo: env.COMPANY_BUSINESS_REG_NO,
    mailOrderRegNo: env.COMPANY_MAIL_ORDER_REG_NO,
    phone: env.COMPANY_PHONE,
    email: env.COMPANY_EMAIL,
    videoId: env.COMPANY_VIDEO_ID,
  }
}

/** Every name the site and its company go by, in every language: the brand and the company's names. */
export const siteNames = (): string[] => [
  ...new Set(locales.flatMap((locale) => [resolveSiteConfig(locale).brandName, resolveSiteConfig(locale).company.name])),
]

/**
 * The site's configuration in one language: the company's details as staff stored them (`stored`, from the API) or
 * as shipped, with .env overrides applied on top; an override replaces the text in every locale.
 */
export function resolveSiteConfig(locale: Locale, stored: CompanyDetails = shippedDetails(locale)): SiteConfig {
  const override = companyDetailOverrides()
  return {
    brandName: env.BRAND_NAME ?? siteDefaults.brandName,
    siteUrl: env.SITE_URL,
    company: {
      name: override.name ?? stored.name,
      ceo: override.ceo ?? stored.ceo,
      address: override.address ?? stored.address,
      businessRegNo: override.businessRegNo ?? stored.businessRegNo,
      mailOrderRegNo: override.mailOrderRegNo ?? stored.mailOrderRegNo,
      phone: override.phone ?? stored.phone,
      email: override.email ?? stored.email,
      videoId: override.videoId ?? stored.videoId ?? undefined,
      // Coordinates belong to the stored address; an overridden address gets no pin rather than a wrong one.
      location: override.address ? undefined : (stored.location ?? undefined),
    },
    links: {
      onlineShop: env.ONLINE_SHOP_URL ?? siteDefaults.links.onlineShop,
      dashboardLogin: env.DASHBOARD_LOGIN_URL ?? siteDefaults.links.dashboardLogin,
    },
    kakaoMapAppKey: env.KAKAO_MAP_APP_KEY,
    // The env schema requires both reCAPTCHA keys or neither, so a site key means the backend verifies tokens.
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
  }
}
