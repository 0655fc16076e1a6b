import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import type { StaffRole } from '~/api/contract/staff-roles'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { consoleSections } from '../console-sections'
import { roleMayCall } from '../staff-access'

const Nav = styled.nav`
  padding: 12px 8px;
  ul {
    display: grid;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
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
  }
`

/** The sections the staff member's role opens, in the registry's order; the current one marked for assistive technology. */
export function ConsoleNav({ role, current, onNavigate }: { role: StaffRole; current: string; onNavigate: () => void }) {
  return (
    <Nav aria-label={m.admin_nav_label()}>
      <ul>
        {consoleSections
          .filter((section) => roleMayCall(section.roles, role))
          .map((section) => (
            <li key={section.segment}>
              <Link
                to="/admin/$"
                params={{ _splat: section.segment }}
                search={{}}
                // The router marks a link current when its address begins the page's: /admin begins them all.
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={section.segment === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {section.title()}
              </Link>
            </li>
          ))}
      </ul>
    </Nav>
  )
}
