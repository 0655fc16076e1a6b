import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'
import { useDialogStore } from '~/stores/dialog-store'
import type { MenuItem } from './menu-tree'

interface MenuItemLinkProps {
  item: MenuItem
  className?: string
  onNavigate?: () => void
  children?: ReactNode
}

/** One menu entry: an in-site link, a link to another company site in a new tab, or a 'coming soon' notice. */
export function MenuItemLink({ item, className, onNavigate, children }: MenuItemLinkProps) {
  const site = useSiteConfig()
  const showAlert = useDialogStore((state) => state.showAlert)
  const label = children ?? item.label()

  if (item.kind === 'route') {
    return (
      <Link to={item.to} className={className} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
        {label}
      </Link>
    )
  }

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
