/** How far the form's spam check is; the status line reads it out. */
export type SpamCheckStatus = 'idle' | 'verifying' | 'verified' | 'failed'

/**
 * The form's spam check, whichever it is (the self-hosted proof of work, or Google reCAPTCHA when configured):
 * `begin` prepares it when the visitor first focuses the form, `take` gives the `captcha` value for one submission,
 * `renew` follows a submission whose value the server has spent.
 */
export interface SpamCheck {
  kind: 'proof-of-work' | 'recaptcha'
  status: SpamCheckStatus
  begin(): void
  take(): Promise<string>
  renew(): void
}
