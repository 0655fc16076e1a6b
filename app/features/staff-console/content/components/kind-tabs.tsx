import { styled } from '@linaria/react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import type { ConsoleTarget } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'

const Tabs = styled.nav`
  margin: 0 0 16px;
  ul {
    border-bottom: 1px solid ${colors.border};
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    ${bareList}
  }
  a {
    border-bottom: 3px solid transparent;
    color: ${colors.text};
    display: inline-block;
    min-height: 44px;
    padding: 10px 14px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${colors.primary};
    font-weight: 700;
    ${currentInForcedColors}
  }
`

export interface KindTab {
  to: ConsoleTarget
  label: string
  current: boolean
}

/** An editing section's kinds, each a link to its list; the current one marked (the tabs wrap on a phone). */
export function KindTabs({ label, tabs }: { label: string; tabs: readonly KindTab[] }) {
  return (
    <Tabs aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <ConsoleLink to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </ConsoleLink>
          </li>
        ))}
      </ul>
    </Tabs>
  )
}
