import { m } from '~/paraglide/messages'
import type { ProofOfWorkStatus } from '../use-proof-of-work'

const texts: Record<ProofOfWorkStatus, () => string> = {
  idle: m.contact_captcha_idle,
  verifying: m.contact_captcha_verifying,
  verified: m.contact_captcha_verified,
  failed: m.contact_captcha_failed,
}

/** The spam check's progress, read out politely as it changes. */
export function CaptchaStatus({ status }: { status: ProofOfWorkStatus }) {
  return (
    <p role="status" data-testid="contact-captcha-status" data-status={status}>
      {texts[status]()}
    </p>
  )
}
