import { type ErrorCode, errorCodes } from '~/api/contract/error-response'
import type { Locale } from '~/i18n/locales'

/** An expected failure of a backend call; turned into the contract's error body in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Overrides the default message of the code (already localized). */
    readonly localizedMessage?: (locale: Locale) => string,
    /** Extra response headers, e.g. the Retry-After of a refusal. */
    readonly headers: Record<string, string> = {},
    /** The body field the refusal is about: the error body then names it in `fields`, for the form to show it there. */
    readonly field?: string,
  ) {
    super(code)
    this.name = 'ApiError'
  }

  get status(): number {
    return errorCodes[this.code].status
  }
}
