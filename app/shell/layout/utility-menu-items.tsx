import { CompanyDeckLink } from '~/features/documents/company-deck-link'
import { MemberLinks } from '~/features/sign-in/components/member-links'
import { MenuItemLink } from './menu-item-link'
import { externalMenuItems } from './menu-tree'

/** The entries beside the main menu (list items): the other company sites, the company deck, the member's links. */
export function UtilityMenuItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {externalMenuItems.map((item) => (
        <li key={item.label()}>
          <MenuItemLink item={item} />
        </li>
      ))}
      <li>
        <CompanyDeckLink />
      </li>
      <MemberLinks onNavigate={onNavigate} />
    </>
  )
}
