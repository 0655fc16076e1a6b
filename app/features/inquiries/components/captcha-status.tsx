import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { SpamCheck, SpamCheckStatus } from '../spam-check'

const texts: Record<SpamCheck['kind'], Record<SpamCheckStatus, () => string>> = {
  'proof-of-work': {
    idle: m.contact_captcha_idle,
    verifying: m.contact_captcha_verifying,
    verified: m.contact_captcha_verified,
    failed: m.contact_captcha_failed,
  },
  recaptcha: {
    idle: m.contact_recaptcha_idle,
    verifying: m.contact_recaptcha_verifying,
    verified: m.contact_recaptcha_verified,
    failed: m.contact_recaptcha_failed,
  },
}

/** The spam check's progress, read out politely as it changes. */
export function CaptchaStatus({ kind, status }: { kind: SpamCheck['kind']; status: SpamCheckStatus }) {
  return (
    <p role="status" data-testid="contact-captcha-status" data-kind={kind} data-status={status}>
      {texts[kind][status]()}
    </p>
  )
}

/** Google's policy pages in the page's language (Google names Chinese by region, the rest by language). */
function googlePolicy(page: 'privacy' | 'terms'): string {
  const locale = getLocale()
  const hl = locale.startsWith('zh') ? locale : locale.split('-')[0]
  return `https://policies.google.com/${page}?hl=${hl}`
}

const PRIVACY = '\uE000privacy\uE000'
const TERMS = '\uE000terms\uE000'

/**
 * The notice Google's terms ask for on a form that reCAPTCHA protects, with its two links, shown from the start so
 * the visitor knows before sending. (Google's badge stays visible too; it appears once the script has loaded.)
 */
export function RecaptchaNotice() {
  const parts = m.contact_recaptcha_notice({ privacy: PRIVACY, terms: TERMS }).split(/(\uE000\w+\uE000)/)
  const link = (page: 'privacy' | 'terms', label: string) => (
    <a key={page} href={googlePolicy(page)} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
    </a>
  )
  return (
    <p className="hint" data-testid="contact-recaptcha-notice">
      {parts.map((part, index) => {
        if (part === PRIVACY) return link('privacy', m.contact_recaptcha_privacy())
        if (part === TERMS) return link('terms', m.contact_recaptcha_terms())
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder.
        return <span key={index}>{part}</span>
      })}
    </p>
  )
}
