import { useEffect, useState } from 'react'
import { passkeysSupported } from '~/components/browser/passkey-ceremony'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/**
 * "Use a passkey instead of the code", beside a form that asks for the password and a code (the sign-in, a proof):
 * shown once the page runs in a browser that can use passkeys (decision 88).
 */
export function PasskeyInsteadButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(passkeysSupported()), [])
  if (!supported) return null
  return (
    <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={onClick}>
      {m.admin_passkey_instead_of_code()}
    </Button>
  )
}
