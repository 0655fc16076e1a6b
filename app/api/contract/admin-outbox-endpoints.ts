import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE } from './query-params'
import { operationsRoles } from './staff-roles'

/**
 * The mail outbox as staff see it (issue 23): mails that failed (given up after the outbox's last attempt, or failing
 * and retried later) and mails still pending, with a retry. Staff tokens of role support or admin.
 * The recipient is masked (`kim***@example.com`): enough to tell whom a mail was for, and the mail's text is never
 * answered. Refusals beyond the generic ones: 409 MAIL_NOT_RETRYABLE (already sent, or its single-use link expired).
 */

const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * The last error of a mail that waits because the site has no mail server (SMTP_URL unset on a site not on loopback,
 * decision 96): the console says it in the staff's language.
 */
export const NO_MAIL_SERVER_ERROR = 'not sent: SMTP_URL is unset (only a site on loopback writes its mails to the log)'

/** `failed`: not sent and the last attempt failed (given up or waiting to try again); `pending`: not tried yet or due. */
export const mailStates = ['failed', 'pending'] as const

export const adminMail = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** What the mail is: `inquiry-confirmation`, `inquiry-reply`, `password-reset`… */
  kind: v.string(),
  /** Masked. */
  toAddress: v.string(),
  subject: v.string(),
  attempts: count,
  createdAt: timestamp,
  nextAttemptAt: timestamp,
  lastError: v.nullable(v.string()),
  /** The outbox tries no more (its attempts are used up): only a retry sends it. */
  gaveUp: v.boolean(),
  /** A retry would send it: not sent, and its single-use link (if it carries one) still works. */
  retryable: v.boolean(),
  /** The receipt of the inquiry it is about, if any. */
  receiptNumber: v.nullable(v.string()),
})
export type AdminMail = v.InferOutput<typeof adminMail>

export const adminOutboxEndpoints = {
  /** Unsent mails of one state, the longest waiting first. */
  mailList: defineEndpoint({
    method: 'GET',
    path: '/admin/mails',
    query: v.object({
      state: v.optional(v.picklist(mailStates), 'failed'),
      page: v.optional(intParam(1, MAX_PAGE), 1),
      size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
    }),
    data: pageOf(adminMail),
    roles: operationsRoles,
    personalData: { action: 'mail.list', shown: ({ data }) => data.items.map((mail) => mail.id) },
  }),
  /** Sends it again at once: its attempts start over and it is due now (the outbox worker picks it up within a minute). */
  retryMail: defineEndpoint({
    method: 'POST',
    path: '/admin/mails/:id/retry',
    params: v.object({ id: idParam }),
    body: v.object({}),
    maxBodyBytes: 1024,
    data: adminMail,
    roles: operationsRoles,
    personalData: { action: 'mail.retry' },
  }),
}
