import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'

/**
 * The contract's error codes, their statuses and their messages, and the error body in the request's language: what
 * the built-in backend answers and what the site answers in its place (a relayed upload, an unavailable API).
 */
export const errorCodes = {
  BAD_REQUEST: { status: 400, message: m.api_error_bad_request },
  UNAUTHORIZED: { status: 401, message: m.api_error_unauthorized },
  FORBIDDEN: { status: 403, message: m.api_error_forbidden },
  NOT_FOUND: { status: 404, message: m.api_error_not_found },
  METHOD_NOT_ALLOWED: { status: 405, message: m.api_error_method_not_allowed },
  PAYLOAD_TOO_LARGE: { status: 413, message: m.api_error_payload_too_large },
  RATE_LIMITED: { status: 429, message: m.api_error_rate_limited },
  EMAIL_TAKEN: { status: 409, message: m.api_error_email_taken },
  ACCOUNT_WITHDRAWN: { status: 403, message: m.api_error_account_withdrawn },
  REREGISTRATION_BARRED: { status: 403, message: m.api_error_reregistration_barred },
  INVALID_CREDENTIALS: { status: 401, message: m.api_error_invalid_credentials },
  OAUTH_FAILED: { status: 400, message: m.api_error_oauth_failed },
  SIGNUP_TICKET_INVALID: { status: 400, message: m.api_error_signup_ticket_invalid },
  CODE_MISMATCH: { status: 400, message: m.api_error_code_mismatch },
  CODE_EXPIRED: { status: 400, message: m.api_error_code_expired },
  /** A wrong current password on a member's own call: 403, since the site's client takes every 401 for "signed out". */
  WRONG_PASSWORD: { status: 403, message: m.api_error_wrong_password },
  /** A sensitive change in a session whose last authentication is too old: the password again, then the call again. */
  REAUTHENTICATION_REQUIRED: { status: 403, message: m.api_error_reauthentication_required },
  /** A new password on the list of common and breached ones (a field error on the password). */
  PASSWORD_TOO_COMMON: { status: 400, message: m.api_error_password_too_common },
  /** A new password that holds the account's email name (a field error on the password). */
  PASSWORD_CONTAINS_EMAIL: { status: 400, message: m.api_error_password_contains_email },
  PASSWORD_CONTAINS_CONTEXT: { status: 400, message: m.api_error_password_contains_context },
  /** A password reset token that is unknown, spent, expired or replaced by a newer one (decision 28). */
  PASSWORD_RESET_INVALID: { status: 400, message: m.api_error_password_reset_invalid },
  /** The code step of a sign-in (decision 29): its ticket is unknown, expired, used or spent by wrong codes. */
  SECOND_FACTOR_TICKET_INVALID: { status: 400, message: m.api_error_second_factor_ticket_invalid },
  SECOND_FACTOR_ENABLED: { status: 409, message: m.api_error_second_factor_enabled },
  SECOND_FACTOR_NOT_ENABLED: { status: 409, message: m.api_error_second_factor_not_enabled },
  /**
   * An authenticator's key that the site's keys no longer open (a restore without the keys file, decision 108): a
   * recovery code still signs in, and the account's second factor is reset to set up a new one.
   */
  AUTHENTICATOR_UNREADABLE: { status: 409, message: m.api_error_authenticator_unreadable },
  /** A passkey's answer that proves nothing: its challenge, origin, signature or passkey unknown (decision 88). */
  PASSKEY_REFUSED: { status: 400, message: m.api_error_passkey_refused },
  /** A passkey registered already (to this account or another). */
  PASSKEY_TAKEN: { status: 409, message: m.api_error_passkey_taken },
  /** Unlinking the provider that is the account's only way in: no password and no other provider. */
  LAST_SIGN_IN_METHOD: { status: 409, message: m.api_error_last_sign_in_method },
  /** A first password for a member who has one already: it is changed with the current one instead. */
  PASSWORD_ALREADY_SET: { status: 409, message: m.api_error_password_already_set },
  /** A change based on an older read of a record staff edit (its `version`): reload, then save again. */
  STALE_RECORD: { status: 409, message: m.api_error_stale_record },
  /** Publishing or previewing a draft that lacks what visitors need: its Korean text (decision 80). */
  DRAFT_INCOMPLETE: { status: 409, message: m.api_error_draft_incomplete },
  /** An admin disabling or demoting themself: another admin must do it. */
  OWN_STAFF_ACCESS: { status: 409, message: m.api_error_own_staff_access },
  /** Disabling or demoting the last active admin would leave nobody to manage staff. */
  LAST_ADMIN: { status: 409, message: m.api_error_last_admin },
  /** A sample request moved where its workflow does not go (e.g. received straight to shipped). */
  SAMPLE_MOVE_NOT_ALLOWED: { status: 409, message: m.api_error_sample_move_not_allowed },
  /** A deduction of more points than the member has. */
  INSUFFICIENT_POINTS: { status: 409, message: m.api_error_insufficient_points },
  /** A reply to an inquiry whose personal data (the visitor's address among it) the retention job destroyed. */
  PERSONAL_DATA_DESTROYED: { status: 409, message: m.api_error_personal_data_destroyed },
  /** A retry of a mail already sent, or whose single-use link has expired. */
  MAIL_NOT_RETRYABLE: { status: 409, message: m.api_error_mail_not_retryable },
  /** A backup asked for while another is being taken (by any process of the site). */
  BACKUP_IN_PROGRESS: { status: 409, message: m.api_error_backup_in_progress },
  /** A month's access records marked reviewed before the month has ended (decision 110). */
  ACCESS_REVIEW_MONTH_OPEN: { status: 409, message: m.api_error_access_review_month_open },
  /** A month marked reviewed while one of its downloads of personal data has no confirmed reason. */
  DOWNLOAD_REASONS_UNCONFIRMED: { status: 409, message: m.api_error_download_reasons_unconfirmed },
  /** A change to a month whose access records were reviewed already. */
  ACCESS_REVIEW_DONE: { status: 409, message: m.api_error_access_review_done },
  INTERNAL: { status: 500, message: m.api_error_internal },
  UNAVAILABLE: { status: 503, message: m.api_error_unavailable },
} as const

export type ErrorCode = keyof typeof errorCodes

export function errorResponse(
  code: ErrorCode,
  locale: Locale,
  message?: string,
  headers: Record<string, string> = {},
  field?: string,
): Response {
  const { status } = errorCodes[code]
  const text = message ?? errorCodes[code].message({}, { locale })
  return Response.json(
    { error: { status, code, message: text, ...(field ? { fields: { [field]: { code, message: text } } } : {}) } },
    { status, headers: { ...headers, 'cache-control': 'no-store', vary: 'accept-language' } },
  )
}
