import { summarizeUserAgent } from '../sign-in/user-agent-summary'
import { formatSeoulTime } from './inquiry-mail-text'
import type { ComposedMail } from './inquiry-mails'
import type { SecurityNoticeText } from './security-notice-mail-text'

/** What a notice says happened: the change, the passkey's name where it is about one, when, and from which browser. */
export interface SecurityChange<Kind extends string> {
  kind: Kind
  /** The passkey's name; empty for the other changes. */
  subject: string
  at: Date
  userAgent: string | null
}

/** A page of the site in the notice's language, for its links. */
export function noticeLink(siteUrl: string, path: string, locale: string): string {
  const url = new URL(path, siteUrl)
  url.searchParams.set('lang', locale)
  return url.toString()
}

/** Changes staff make to a holder's account when the holder asks them to: the notice asks whether they did. */
const CHANGES_MADE_ON_REQUEST: ReadonlySet<string> = new Set(['second-factor-reset'])

/** A passkey's name on one line of a header or body, whatever its owner typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The notice of a change to a way into an account (decision 95): what changed, when (Korean time, as every mail of
 * the site says it) and the browser it was made from when it says, then what to do if it was not the holder, with
 * `links` to do it. No link signs anyone in or changes anything by itself.
 */
export function composeSecurityNotice<Kind extends string>(
  letter: { kind: string; to: string; brandName: string },
  text: SecurityNoticeText<Kind>,
  change: SecurityChange<Kind>,
  links: readonly string[],
): ComposedMail {
  const headline = text.headline[change.kind](oneLine(change.subject))
  const { browser, device } = summarizeUserAgent(change.userAgent)
  const from = [browser, device].filter(Boolean).join(' · ')
  const lines = [
    `${headline.charAt(0).toUpperCase()}${headline.slice(1)}`,
    '',
    `${text.when}: ${formatSeoulTime(change.at)}`,
    ...(from ? [`${text.browser}: ${from}`] : []),
    '',
    ...(CHANGES_MADE_ON_REQUEST.has(change.kind) ? [text.onRequest.yours, text.onRequest.notYours] : [text.yours, text.notYours]),
    ...links,
    '',
    `— ${letter.brandName}`,
  ]
  return {
    kind: letter.kind,
    toAddress: letter.to,
    subject: text.subject(letter.brandName, headline),
    textBody: `${lines.join('\n')}\n`,
  }
}
