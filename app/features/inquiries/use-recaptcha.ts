import { useCallback, useEffect, useRef, useState } from 'react'
import { type RecaptchaLoader, recaptchaLoader } from './recaptcha-loader'
import type { SpamCheck, SpamCheckStatus } from './spam-check'

/**
 * Google reCAPTCHA v3 as the form's spam check: api.js is loaded when the visitor first focuses the form, and each
 * submission asks for a fresh token (single use, valid two minutes). After a failed load only sending tries again.
 */
export function useRecaptcha(
  siteKey: string | undefined,
  nonce: string | undefined,
  loader: RecaptchaLoader = recaptchaLoader,
): Omit<SpamCheck, 'kind'> {
  const [status, setStatus] = useState<SpamCheckStatus>('idle')
  const current = useRef<SpamCheckStatus>('idle')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const report = useCallback((next: SpamCheckStatus) => {
    current.current = next
    if (mounted.current) setStatus(next)
  }, [])

  const load = useCallback(
    async (key: string) => {
      if (current.current !== 'verified') report('verifying')
      try {
        await loader.load(key, nonce)
        report('verified')
      } catch (error) {
        report('failed')
        throw error
      }
    },
    [loader, nonce, report],
  )

  const begin = useCallback(() => {
    if (siteKey && current.current === 'idle') load(siteKey).catch(() => {})
  }, [siteKey, load])

  const take = useCallback(async (): Promise<string> => {
    if (!siteKey) throw new Error('reCAPTCHA is not configured')
    await load(siteKey)
    return loader.token(siteKey, nonce)
  }, [siteKey, nonce, loader, load])

  // Nothing to prepare: every submission asks Google for its own token.
  const renew = useCallback(() => {}, [])

  return { status, begin, take, renew }
}
