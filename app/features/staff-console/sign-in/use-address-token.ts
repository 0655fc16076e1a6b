import { useEffect, useState } from 'react'
import { useConsoleNavigate } from '../address/console-link'

/**
 * A mailed link's token (an invitation, a password reset): read from the address, which it then leaves at once
 * (history, a shared screen), and kept for this tab under `storageKey` so that a reload still finds it. `looked` turns
 * true once the tab's storage was read, after hydration: until then the page shows what the server rendered (loading),
 * and a page without a token says so only then.
 */
export function useAddressToken(
  fromAddress: string | undefined,
  storageKey: string,
  cleanTarget: { section: 'invitation' | 'password-reset'; view: 'form' },
): { token: string | undefined; looked: boolean } {
  const navigate = useConsoleNavigate()
  const [token, setToken] = useState(fromAddress)
  const [looked, setLooked] = useState(false)
  useEffect(() => {
    if (fromAddress) {
      sessionStorage.setItem(storageKey, fromAddress)
      void navigate(cleanTarget, { replace: true })
    } else setToken((current) => current ?? sessionStorage.getItem(storageKey) ?? undefined)
    setLooked(true)
  }, [fromAddress, navigate, storageKey, cleanTarget])
  return { token, looked }
}
