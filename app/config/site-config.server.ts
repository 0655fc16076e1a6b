import type { Locale } from '~/i18n/locales'
import { env } from './env.server'
import type { SiteConfig } from './site-config'
import { siteDefaults } from './site-defaults'

/** Site defaults with .env overrides applied; an override replaces the text in every locale. */
export function resolveSiteConfig(locale: Locale): SiteConfig {
  const { company } = siteDefaults
  return {
    brandName: env.BRAND_NAME ?? siteDefaults.brandName,
    siteUrl: env.SITE_URL,
    company: {
      name: env.COMPANY_NAME ?? company.name[locale],
      ceo: env.COMPANY_CEO ?? company.ceo[locale],
      address: env.COMPANY_ADDRESS ?? company.address[locale],
      businessRegNo: env.COMPANY_BUSINESS_REG_NO ?? company.businessRegNo,
      mailOrderRegNo: env.COMPANY_MAIL_ORDER_REG_NO ?? company.mailOrderRegNo[locale],
      phone: env.COMPANY_PHONE ?? company.phone,
      email: env.COMPANY_EMAIL ?? company.email,
      videoId: env.COMPANY_VIDEO_ID,
      // Coordinates belong to the default address; an overridden address gets no pin rather than a wrong one.
      location: env.COMPANY_ADDRESS ? undefined : company.location,
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
