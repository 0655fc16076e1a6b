import { createSerializationAdapter } from '@tanstack/react-router'
import { ApiRequestError, UnauthorizedError } from './api-errors'

/**
 * Carries an API failure from the server to the page intact (status, code, localized message), through
 * server-function answers and the SSR payload alike, so the error page the browser hydrates says what the server said.
 */
export const apiRequestErrorAdapter = createSerializationAdapter({
  key: 'api-request-error',
  test: (value): value is ApiRequestError => value instanceof ApiRequestError,
  toSerializable: (error) => ({ status: error.status, code: error.code, message: error.message }),
  fromSerializable: ({ status, code, message }: { status: number; code: string; message: string }) =>
    status === 401 ? new UnauthorizedError(message) : new ApiRequestError(status, code, message),
})
