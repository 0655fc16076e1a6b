import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { ErrorLayout } from './error-layout'

/** The 404 page: the fixed message and a link home. */
export function NotFoundPage() {
  return (
    <ErrorLayout data-testid="not-found-page">
      <p className="status">404</p>
      <h1>{m.error_not_found()}</h1>
      <p>{m.error_not_found_hint()}</p>
      <div className="actions">
        <Link to="/">{m.error_go_home()}</Link>
      </div>
    </ErrorLayout>
  )
}
