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
  }
  links: {
    /** Undefined when not configured: the menu then shows 'coming soon'. */
    onlineShop?: string
    dashboardLogin?: string
  }
}
