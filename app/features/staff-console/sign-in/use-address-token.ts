import { useEffect, useState } from 'react'
import { useConsoleNavigate } from '../address/console-link'

/**
 * A mailed link's token (an invitation, a password reset): read from the address, which it then leaves at once
 * (history, a shared screen), and kept for this tab under `storageKey` so that a reload still finds it.
 */
export function useAddressToken(
  fromAddress: string | undefined,
  storageKey: string,
  cleanTarget: { section: 'invitation' | 'password-reset'; view: 'form' },
): string | undefined {
  const navigate = useConsoleNavigate()
  const [token, setToken] = useState(fromAddress)
  useEffect(() => {
    if (fromAddress) {
      sessionStorage.setItem(storageKey, fromAddress)
      void navigate(cleanTarget, { replace: true })
    } else setToken((current) => current ?? sessionStorage.getItem(storageKey) ?? undefined)
  }, [fromAddress, navigate, storageKey, cleanTarget])
  return token
}
