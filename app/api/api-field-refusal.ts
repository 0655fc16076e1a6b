import { ApiRequestError } from './api-errors'

/**
 * An API refusal about named request fields (the error body's `fields`, e.g. a new password too common), with each
 * field's message to show under it. Its own module, not a member of ApiRequestError: that class ships in every
 * page's first-load JavaScript, and only the server reads the fields.
 */
export class ApiFieldRefusal extends ApiRequestError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(status, code, message)
  }
}
