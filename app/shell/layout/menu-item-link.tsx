import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDialogStore } from '~/components/ui/dialog-store'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'
import type { MenuItem } from './menu-tree'

interface MenuItemLinkProps {
  item: MenuItem
  className?: string
  onNavigate?: () => void
  children?: ReactNode
}

/** One menu entry: an in-site link, a link to another company site in a new tab, or a 'coming soon' notice. */
export function MenuItemLink({ item, className, onNavigate, children }: MenuItemLinkProps) {
  const label = children ?? item.label()
  if (item.kind !== 'route') return <CompanySiteLink item={item} className={className} onNavigate={onNavigate} label={label} />
  return (
    <Link to={item.to} className={className} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
      {label}
    </Link>
  )
}

/**
 * A link to another company site, or the 'coming soon' notice while its address is not configured. Apart from
 * in-site links, so that the many of those (menus, footer) do not each subscribe to the site's configuration.
 */
function CompanySiteLink({
  item,
  className,
  onNavigate,
  label,
}: {
  item: Extract<MenuItem, { kind: 'site-link' }>
  className?: string
  onNavigate?: () => void
  label: ReactNode
}) {
  const site = useSiteConfig()
  const showAlert = useDialogStore((state) => state.showAlert)
  const href = site.links[item.link]
  if (!href) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => showAlert({ title: m.coming_soon_title(), message: m.coming_soon() })}
      >
        {label}
      </button>
    )
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {label}
      <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
    </a>
  )
}
