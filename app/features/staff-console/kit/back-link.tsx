import type { ConsoleTarget } from '../address/console-addresses'
import { ConsoleLink } from '../address/console-link'

/** Back from a record to its section's list (a link, so that it opens in a new tab too). */
export function BackLink({ to, label }: { to: ConsoleTarget; label: string }) {
  return (
    <p>
      <ConsoleLink to={to}>← {label}</ConsoleLink>
    </p>
  )
}
