import { useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import { useAreaMember } from '../use-area-member'
import { ReauthenticationDialog } from './reauthentication-dialog'

/**
 * Wraps a sensitive change: when the API answers REAUTHENTICATION_REQUIRED, the dialog asks for the password, and the
 * same call goes again once it was right. Closing the dialog answers the refusal, which the page shows as any other.
 */
export function useReauthentication() {
  const member = useAreaMember()
  const [waiting, setWaiting] = useState<{ resolve: (reauthenticated: boolean) => void } | null>(null)

  async function guard<T>(call: () => Promise<ActionOutcome<T>>): Promise<ActionOutcome<T>> {
    const outcome = await call()
    if (outcome.ok || outcome.code !== 'REAUTHENTICATION_REQUIRED') return outcome
    const reauthenticated = await new Promise<boolean>((resolve) => setWaiting({ resolve }))
    setWaiting(null)
    return reauthenticated ? call() : outcome
  }

  const dialog = (
    <ReauthenticationDialog
      open={waiting !== null}
      member={member}
      onDone={(reauthenticated) => waiting?.resolve(reauthenticated)}
    />
  )
  return { guard, dialog }
}
