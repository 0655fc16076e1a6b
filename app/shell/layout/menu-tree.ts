import { m } from '~/paraglide/messages'
import type { FileRoutesByTo } from '~/routeTree.gen'

export type AppPath = keyof FileRoutesByTo

export type MenuItem =
  | { kind: 'route'; to: AppPath; label: () => string }
  /** A link to a site the company runs elsewhere; 'coming soon' while its address is not configured. */
  | { kind: 'site-link'; link: 'onlineShop' | 'dashboardLogin'; label: () => string }

export interface MenuGroup {
  id: 'company' | 'business' | 'research' | 'pr'
  label: () => string
  items: MenuItem[]
  /** Shown apart from the group's own pages (BUSINESS gets 'find a pharmacy'). */
  extra?: MenuItem
}

/** The menu tree: COMPANY, BUSINESS, R&D and PR. */
export const menuTree: MenuGroup[] = [
  {
    id: 'company',
    label: m.nav_company,
    items: [
      { kind: 'route', to: '/company/intro', label: m.nav_company_intro },
      { kind: 'route', to: '/company/vision', label: m.nav_company_vision },
      { kind: 'route', to: '/company/history', label: m.nav_company_history },
      { kind: 'route', to: '/company/contactUS', label: m.nav_company_directions },
    ],
  },
  {
    id: 'business',
    label: m.nav_business,
    items: [
      { kind: 'route', to: '/business/material', label: m.nav_business_material },
      { kind: 'route', to: '/business/pb', label: m.nav_business_pb },
    ],
    extra: { kind: 'route', to: '/business/pharmacy', label: m.nav_business_pharmacy },
  },
  {
    id: 'research',
    label: m.nav_research,
    items: [
      { kind: 'route', to: '/research/intro', label: m.nav_research_intro },
      { kind: 'route', to: '/research/patent', label: m.nav_research_patent },
      { kind: 'route', to: '/research/thesis', label: m.nav_research_thesis },
    ],
  },
  {
    id: 'pr',
    label: m.nav_pr,
    items: [
      { kind: 'route', to: '/news', label: m.nav_pr_news },
      { kind: 'route', to: '/press', label: m.nav_pr_press },
      { kind: 'route', to: '/contact', label: m.nav_pr_inquiry },
    ],
  },
]

/** Links beside the menu tree: the company's other sites. */
export const externalMenuItems: MenuItem[] = [
  { kind: 'site-link', link: 'onlineShop', label: m.nav_online_shop },
  { kind: 'site-link', link: 'dashboardLogin', label: m.nav_dashboard_login },
]

export function groupItems(group: MenuGroup): MenuItem[] {
  return group.extra ? [...group.items, group.extra] : group.items
}
