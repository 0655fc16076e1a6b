import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { colors } from '~/components/styles/theme'

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
  /** The address's key they set (`status`, `state`). */
  param: string
  values: readonly Value[]
  current: Value
  labelOf: (value: Value) => string
}

/** A list's status choice as links that set one key of the address (and go back to the first page). */
export function StatusTabs<Value extends string>({ label, param, values, current, labelOf }: StatusTabsProps<Value>) {
  return (
    <Tabs aria-label={label}>
      <ul>
        {values.map((value) => (
          <li key={value}>
            <Link
              to="."
              search={(previous: Record<string, unknown>) => ({ ...previous, [param]: value, page: undefined }) as never}
              aria-current={value === current ? 'page' : undefined}
            >
              {labelOf(value)}
            </Link>
          </li>
        ))}
      </ul>
    </Tabs>
  )
}
