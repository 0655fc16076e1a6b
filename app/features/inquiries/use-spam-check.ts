import { useRouter } from '@tanstack/react-router'
import { readPublic } from '~/features/contract-calls/public-calls'
import { useSiteConfig } from '~/features/site/use-site-config'
import type { SpamCheck } from './spam-check'
import { useProofOfWork } from './use-proof-of-work'
import { useRecaptcha } from './use-recaptcha'

/** A fresh proof-of-work challenge (never cached: each is solved and spent once). */
const fetchChallenge = () => readPublic('captchaChallenge', {})

/**
 * The spam check the configuration asks for: reCAPTCHA when a site key is configured (the backend then verifies
 * tokens with Google and serves no proof-of-work challenge), else the self-hosted proof of work. Both hooks are
 * called (hooks cannot be chosen conditionally); the unused one never starts, so it fetches nothing.
 */
export function useSpamCheck(): SpamCheck {
  const { recaptchaSiteKey } = useSiteConfig()
  // The page's CSP nonce (read by the router from its csp-nonce meta in the browser), for Google's script.
  const nonce = useRouter().options.ssr?.nonce
  const proofOfWork = useProofOfWork(fetchChallenge)
  const recaptcha = useRecaptcha(recaptchaSiteKey, nonce)
  return recaptchaSiteKey ? { kind: 'recaptcha', ...recaptcha } : { kind: 'proof-of-work', ...proofOfWork }
}
