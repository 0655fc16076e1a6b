import { Link } from '@tanstack/react-router'

/** Back from a record to its section's list (a link, so that it opens in a new tab too). */
export function BackLink({ section, label }: { section: string; label: string }) {
  return (
    <p>
      <Link to="/admin/$" params={{ _splat: section }} search={{}}>
        ← {label}
      </Link>
    </p>
  )
}
