import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { ConsoleLink } from '../address/console-link'

const StateBox = styled.div`
  border: 1px solid ${colors.border};
  border-radius: 8px;
  color: ${colors.textMuted};
  padding: 24px;
  &[data-kind='error'] {
    border-color: ${colors.error};
    color: ${colors.text};
  }
  p {
    margin: 0 0 12px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/** While a console part loads: announced politely, once. */
export function ConsoleLoading() {
  return (
    <StateBox role="status" aria-live="polite" data-kind="loading">
      <p>{m.admin_loading()}</p>
    </StateBox>
  )
}

/** Nothing to show (no rows, no data in a period). */
export function ConsoleEmpty({ children }: { children: ReactNode }) {
  return (
    <StateBox data-kind="empty">
      <p>{children}</p>
    </StateBox>
  )
}

/**
 * A part that could not load: the failure's own message when it has one, and a way to try again; when the session has
 * ended meanwhile (401), the way to sign in again and come back here.
 */
export function ConsoleError({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const href = useRouterState({ select: (state) => state.location.href })
  const message = error instanceof Error && 'status' in error && error.message ? error.message : m.admin_load_failed()
  const signedOut = error instanceof Error && 'status' in error && error.status === 401
  return (
    <StateBox role="alert" data-kind="error">
      <p>{message}</p>
      {signedOut ? (
        <p>
          <ConsoleLink to={{ section: 'login', view: 'form', search: { returnTo: href } }}>{m.admin_sign_in_again()}</ConsoleLink>
        </p>
      ) : onRetry ? (
        <p>
          <Button type="button" data-variant="secondary" onClick={onRetry}>
            {m.admin_retry()}
          </Button>
        </p>
      ) : null}
    </StateBox>
  )
}

/** A page the staff member's role does not open (the API would refuse its calls too). */
export function ConsoleForbidden() {
  return (
    <StateBox role="alert" data-kind="error">
      <p>{m.admin_forbidden_page()}</p>
    </StateBox>
  )
}
