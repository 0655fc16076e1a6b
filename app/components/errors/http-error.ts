/** An error that knows the HTTP status it stands for; its message is already fit to show a person. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'ERROR',
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = Number((error as { status: unknown }).status)
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status
  }
  return 500
}
