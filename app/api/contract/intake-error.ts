import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { InquiryMessageKey } from './inquiry-form'
import type { TextFaultKey } from './text-fault-messages'

/** The error codes of POST /contacts (the `code` of the contract's error body). */
export type IntakeErrorCode =
  | 'validation_failed'
  | 'payload_too_large'
  | 'too_many_files'
  | 'file_type_not_allowed'
  | 'file_infected'
  | 'scan_unavailable'
  | 'captcha_failed'
  | 'rate_limited'

/** Every message the intake can answer with: the form's own keys and those of files, captcha and rate limit. */
export type IntakeMessageKey =
  | InquiryMessageKey
  | TextFaultKey
  | 'inquiry_error_check_input'
  | 'inquiry_error_too_many_files'
  | 'inquiry_error_file_too_large'
  | 'inquiry_error_files_too_large'
  | 'inquiry_error_file_type'
  | 'inquiry_error_file_infected'
  | 'inquiry_error_scan_unavailable'
  | 'inquiry_error_captcha'
  | 'inquiry_error_rate_limited'
  | 'api_error_rate_limited'

type MessageParams = Record<string, string | number>

export interface IntakeProblem {
  key: IntakeMessageKey
  params?: MessageParams
}

const messages = m as unknown as Record<IntakeMessageKey, (params: MessageParams, options: { locale: Locale }) => string>

export function localizeProblem(problem: IntakeProblem, locale: Locale): string {
  return messages[problem.key](problem.params ?? {}, { locale })
}

/**
 * The form's schemas name a message key for each problem, but valibot words some itself (a field missing from the
 * object altogether, a number where a string belongs): those become 'check your input'.
 */
export function problemOfIssue(message: string): IntakeProblem {
  return typeof (messages as Record<string, unknown>)[message] === 'function'
    ? { key: message as IntakeMessageKey }
    : { key: 'inquiry_error_check_input' }
}

/** A refused submission: the status, the code, the message and the fields it concerns, localized when answered. */
export class IntakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: IntakeErrorCode,
    readonly problem: IntakeProblem,
    readonly fields: Record<string, IntakeProblem> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${problem.key}`)
    this.name = 'IntakeError'
  }
}

export function intakeErrorResponse(error: IntakeError, locale: Locale): Response {
  const fields = Object.entries(error.fields)
  const body = {
    error: {
      status: error.status,
      code: error.code,
      message: localizeProblem(error.problem, locale),
      ...(fields.length
        ? {
            fields: Object.fromEntries(
              fields.map(([name, problem]) => [name, { code: problem.key, message: localizeProblem(problem, locale) }]),
            ),
          }
        : {}),
    },
  }
  return Response.json(body, {
    status: error.status,
    headers: { 'cache-control': 'no-store', vary: 'accept-language', ...error.headers },
  })
}

const CHECK_INPUT: IntakeProblem = { key: 'inquiry_error_check_input' }

/** When a visitor may try files again after the scanner failed: long enough for an operator's restart of clamd. */
const SCAN_RETRY_AFTER_SECONDS = 60

/**
 * A refusal about size (or one that comes before the body is read) closes the connection after the answer: the rest
 * of the body is then neither read nor drained.
 */
const CLOSE = { connection: 'close' }

export const intakeErrors = {
  validation: (fields: Record<string, IntakeProblem> = {}) => new IntakeError(400, 'validation_failed', CHECK_INPUT, fields),
  bodyTooLarge: (totalMb: number) => {
    const problem: IntakeProblem = { key: 'inquiry_error_files_too_large', params: { totalMb } }
    return new IntakeError(413, 'payload_too_large', problem, { files: problem }, CLOSE)
  },
  fileTooLarge: (maxMb: number) => {
    const problem: IntakeProblem = { key: 'inquiry_error_file_too_large', params: { maxMb } }
    return new IntakeError(413, 'payload_too_large', problem, { files: problem }, CLOSE)
  },
  tooManyFiles: (max: number) => {
    const problem: IntakeProblem = { key: 'inquiry_error_too_many_files', params: { max } }
    return new IntakeError(413, 'too_many_files', problem, { files: problem }, CLOSE)
  },
  fileType: (name: string) => {
    const problem: IntakeProblem = { key: 'inquiry_error_file_type', params: { name } }
    return new IntakeError(415, 'file_type_not_allowed', problem, { files: problem })
  },
  /** The malware scanner found something in the file (decision 99). */
  fileInfected: (name: string) => {
    const problem: IntakeProblem = { key: 'inquiry_error_file_infected', params: { name } }
    return new IntakeError(422, 'file_infected', problem, { files: problem })
  },
  /** The malware scanner could not check the files now: nothing is taken unchecked. */
  scanUnavailable: () => {
    const problem: IntakeProblem = { key: 'inquiry_error_scan_unavailable' }
    return new IntakeError(
      503,
      'scan_unavailable',
      problem,
      { files: problem },
      { 'retry-after': String(SCAN_RETRY_AFTER_SECONDS) },
    )
  },
  captcha: () => {
    const problem: IntakeProblem = { key: 'inquiry_error_captcha' }
    return new IntakeError(400, 'captcha_failed', problem, { captcha: problem })
  },
  rateLimited: (retryAfterSeconds: number) =>
    new IntakeError(
      429,
      'rate_limited',
      { key: 'inquiry_error_rate_limited', params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } },
      {},
      { 'retry-after': String(retryAfterSeconds) },
    ),
  /** Too many uploads in flight (this client's or the process's): refused before the body is read. */
  uploadsBusy: (retryAfterSeconds: number) =>
    new IntakeError(
      429,
      'rate_limited',
      { key: 'api_error_rate_limited' },
      {},
      { 'retry-after': String(retryAfterSeconds), ...CLOSE },
    ),
}
