import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import type { ConsoleTarget } from '../address/console-addresses'
import { ConsoleLink } from '../address/console-link'

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    border: 1px solid ${colors.border};
    border-radius: 999px;
    color: ${colors.text};
    display: inline-block;
    min-height: 44px;
    padding: 10px 16px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
    color: ${colors.primaryHover};
    font-weight: 700;
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
