import { styled } from '@linaria/react'
import { filterChipsLook } from '~/components/page/filter-chips-look'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { colors } from '~/components/styles/theme'
import type { ConsoleTarget } from '../address/console-addresses'
import { ConsoleLink } from '../address/console-link'

/** The site's filter chips, in the console's colours. */
const Tabs = styled.nav`
  ${filterChipsLook}
  margin: 0;
  a {
    padding: 10px 16px;
  }
  a[aria-current='page'] {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
    color: ${colors.primaryHover};
    ${currentInForcedColors}
  }
`

interface StatusTabsProps<Value extends string> {
  label: string
  values: readonly Value[]
  /** The list's address with a status chosen (and its first page). */
  to: (value: Value) => ConsoleTarget
  current: Value
  labelOf: (value: Value) => string
}

/** A list's status choice as links that set one key of the address (and go back to the first page). */
export function StatusTabs<Value extends string>({ label, values, to, current, labelOf }: StatusTabsProps<Value>) {
  return (
    <Tabs aria-label={label}>
      <ul>
        {values.map((value) => (
          <li key={value}>
            <ConsoleLink to={to(value)} aria-current={value === current ? 'page' : undefined}>
              {labelOf(value)}
            </ConsoleLink>
          </li>
        ))}
      </ul>
    </Tabs>
  )
}
