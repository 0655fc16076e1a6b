import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { passkeysSupported, provedWithPasskey } from '~/components/browser/passkey-ceremony'
import { FailureAlert } from '~/components/form/failure-alert'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeMember } from '../member-calls'
import { passkeysQuery } from '../passkeys-queries'

const functions = () => import('../member-sessions.functions')

/** Apart from the password's (or the provider's) way, below it. */
const Alternative = styled.div`
  border-top: 1px solid ${colors.border};
  display: grid;
  gap: 8px;
  margin-top: 16px;
  padding-top: 16px;
`

/**
 * "Confirm with a passkey", beside the password or the provider in the re-authentication dialog (decision 88): offered
 * to a member who has a passkey, in a browser that can use one. The browser offers the passkeys it holds for this site;
 * only the member's own is taken.
 */
export function PasskeyReauthentication({ onDone }: { onDone: () => void }) {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(passkeysSupported()), [])
  const passkeys = useQuery({ ...passkeysQuery(getLocale()), enabled: supported })
  const { failure, pending, alertRef, run } = useActionSubmit()
  if (!supported || !passkeys.data?.items.length) return null

  function confirm() {
    void run(async () => {
      const calls = await functions()
      return provedWithPasskey(
        () => changeMember('reauthenticationOptions', {}),
        (response) => calls.reauthenticateWithPasskey({ data: { response } }),
        { cancelled: m.mypage_reauth_passkey_cancelled() },
      )
    }, onDone)
  }

  return (
    <Alternative aria-busy={pending || undefined}>
      <FailureAlert message={failure} alertRef={alertRef} />
      <Button type="button" data-variant="secondary" aria-disabled={pending || undefined} onClick={confirm}>
        {m.mypage_reauth_passkey()}
      </Button>
    </Alternative>
  )
}
