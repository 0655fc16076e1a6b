import { styled } from '@linaria/react'
import type { StaffRole } from '~/api/contract/staff-roles'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleLink } from '../address/console-link'
import { consoleSections, framedSections } from '../console-sections'
import type { FramedSection } from '../section-props'
import { roleMayCall } from '../staff-access'

const Nav = styled.nav`
  padding: 12px 8px;
  ul {
    display: grid;
    gap: 2px;
    ${bareList}
  }
  a {
    border-radius: 6px;
    color: ${colors.text};
    display: block;
    padding: 10px 12px;
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surface};
  }
  a[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primaryHover};
    font-weight: 700;
    ${currentInForcedColors}
  }
`

/** The sections the staff member's role opens, in the registry's order; the current one marked for assistive technology. */
interface ConsoleNavProps {
  role: StaffRole
  current: FramedSection
  onNavigate: () => void
}

export function ConsoleNav({ role, current, onNavigate }: ConsoleNavProps) {
  return (
    <Nav aria-label={m.admin_nav_label()}>
      <ul>
        {framedSections
          .filter((name) => roleMayCall(consoleSections[name].roles, role))
          .map((name) => (
            <li key={name}>
              <ConsoleLink
                to={consoleSections[name].start}
                // The router marks a link current when its address begins the page's: /admin begins them all.
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={name === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {consoleSections[name].title()}
              </ConsoleLink>
            </li>
          ))}
      </ul>
    </Nav>
  )
}
