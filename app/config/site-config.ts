/** The public site configuration, resolved for one locale; safe to send to the browser. */
export interface SiteConfig {
  brandName: string
  siteUrl: string
  company: {
    name: string
    ceo: string
    address: string
    businessRegNo: string
    mailOrderRegNo: string
    phone: string
    email: string
    /** The company film (a YouTube video id) that the home hero plays; no play button without it. */
    videoId?: string
    /** Where the company is (WGS84), for the map; undefined when COMPANY_ADDRESS overrides the default address. */
    location?: { lat: number; lng: number }
  }
  links: {
    /** Undefined when not configured: the menu then shows 'coming soon'. */
    onlineShop?: string
    dashboardLogin?: string
  }
  /** The Kakao Maps JavaScript key (KAKAO_MAP_APP_KEY); without it the directions page shows a static panel. */
  kakaoMapAppKey?: string
  /**
   * The reCAPTCHA v3 site key (RECAPTCHA_SITE_KEY, public by nature); the inquiry form then uses reCAPTCHA instead of
   * the proof of work. The secret key never leaves the server.
   */
  recaptchaSiteKey?: string
}
