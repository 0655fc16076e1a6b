import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { m } from '~/paraglide/messages'
import { useConsoleNavigate } from '../address/console-link'
import { consoleQueryKey } from '../console-queries'

/** Ends the staff session (the API's and the cookie), forgets every console query and goes to sign-in. */
export function SignOutButton() {
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  const [pending, setPending] = useState(false)
  async function signOut() {
    // The button keeps the focus while it works (aria-disabled, decision 115): a press meanwhile does nothing.
    if (pending) return
    setPending(true)
    try {
      const { signOutStaff } = await import('../sign-in/sign-in.functions')
      await signOutStaff()
    } finally {
      queryClient.removeQueries({ queryKey: consoleQueryKey })
      setPending(false)
      await navigate({ section: 'login', view: 'form', search: { signedOut: 1 } })
    }
  }
  return (
    <button type="button" onClick={signOut} aria-disabled={pending || undefined}>
      {m.admin_sign_out()}
    </button>
  )
}
