import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { Component, type ErrorInfo, type ReactNode, useCallback, useEffect, useState } from 'react'
import { ApiRequestError } from '~/api/api-errors'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ErrorLayout } from './error-layout'
import { setErrorResponseStatus } from './error-response-status'
import { isCodeLoadError, statusOf } from './error-status'
import { useOnline } from './use-online'

/** Only messages written for people are shown (the API's localized ones); anything else gets the default, never internals. */
function publicMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : m.error_default_message()
}

function ErrorPageContent({ error }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnline()
  // Offline is no server error: the offline state shows from the moment the browser is offline until the retry that
  // the connection's return starts has settled (docs/decisions/0046).
  const [offline, setOffline] = useState(false)
  if (!online && !offline) setOffline(true)
  const retry = useCallback(() => {
    if (isCodeLoadError(error) && navigator.onLine) window.location.reload()
    // Loading the page's data again is what a retry needs; it also resets this error boundary.
    else void router.invalidate().finally(() => setOffline(false))
  }, [error, router])
  useEffect(() => {
    if (online && offline) retry()
  }, [online, offline, retry])
  const status = statusOf(error)
  setErrorResponseStatus(status)
  const actions = (
    <div className="actions">
      <button type="button" onClick={retry}>
        {m.error_retry()}
      </button>
      <Link to="/">{m.error_go_home()}</Link>
    </div>
  )
  if (offline) {
    return (
      <ErrorLayout data-testid="offline-page" role="alert">
        <h1>{m.error_offline()}</h1>
        <p>{m.error_offline_hint()}</p>
        {actions}
      </ErrorLayout>
    )
  }
  return (
    <ErrorLayout data-testid="error-page" role="alert">
      <p className="status">{status}</p>
      <h1>{m.error_status({ status: String(status) })}</h1>
      <p>{publicMessage(error)}</p>
      {actions}
    </ErrorLayout>
  )
}

/** Last resort when the error page itself fails: no router, no store, only plain markup. */
function ErrorPageFailed({ detail }: { detail: string }) {
  return (
    <section role="alert" style={{ margin: '80px auto', maxWidth: 640, padding: 24, textAlign: 'center' }}>
      <h1>{m.error_page_failed()}</h1>
      <details>
        <summary>{m.error_details()}</summary>
        <p>{detail}</p>
      </details>
      <a href={`/?lang=${getLocale()}`}>{m.error_go_home()}</a>
    </section>
  )
}

class ErrorPageBoundary extends Component<{ children: ReactNode; original: unknown }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    // biome-ignore lint/suspicious/noConsole: runs in the browser only (React calls it on the client), for the developer's console
    console.warn('The error page failed to render', error.name, info.componentStack?.split('\n')[1]?.trim())
  }
  override render() {
    if (!this.state.failed) return this.props.children
    const status = statusOf(this.props.original)
    return <ErrorPageFailed detail={m.error_status({ status: String(status) })} />
  }
}

/** The error page with status code and message; 500 by default. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <ErrorPageBoundary original={props.error}>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  )
}
