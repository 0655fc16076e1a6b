import { loadDeferredMessages } from 'virtual:client-messages'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useMember } from '~/features/sign-in/use-member'

// Its code and messages load for signed-in members only, after the page is interactive.
const ConsentChangeNotice = lazy(async () => {
  const [notice] = await Promise.all([import('./consent-change-notice'), loadDeferredMessages()])
  return notice
})

/** The notice of a changed terms or privacy policy, for a signed-in member, once the page runs in the browser. */
export function DeferredConsentNotice() {
  const member = useMember()
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  if (!member || !inBrowser) return null
  return (
    <Suspense fallback={null}>
      <ConsentChangeNotice />
    </Suspense>
  )
}
