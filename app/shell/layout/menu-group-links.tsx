import { MenuItemLink } from './menu-item-link'
import { groupItems, type MenuGroup } from './menu-tree'

interface MenuGroupLinksProps {
  group: MenuGroup
  /** Tells this group's heading id apart from the same group's elsewhere on the page. */
  idPrefix: string
  onNavigate?: () => void
}

/** One menu group under its heading, as the footer and the mobile menu list it. */
export function MenuGroupLinks({ group, idPrefix, onNavigate }: MenuGroupLinksProps) {
  const headingId = `${idPrefix}-${group.id}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{group.label()}</h2>
      <ul>
        {groupItems(group).map((item) => (
          <li key={item.label()}>
            <MenuItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  )
}
