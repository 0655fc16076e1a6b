/** A call to the API that failed with an error body (or no usable answer); the message is fit to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

/** The API answered 401: the visitor is treated as signed out. */
export class UnauthorizedError extends ApiRequestError {
  constructor(message: string) {
    super(401, 'UNAUTHORIZED', message)
    this.name = 'UnauthorizedError'
  }
}

/** The API answered something the contract does not allow: a bug or version skew on the other side. */
export class ApiContractError extends ApiRequestError {
  constructor(message: string) {
    super(502, 'BAD_GATEWAY', message)
    this.name = 'ApiContractError'
  }
}
