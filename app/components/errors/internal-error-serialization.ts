import { createSerializationAdapter } from '@tanstack/react-router'
import { ApiRequestError } from '~/api/api-errors'
import { statusOf } from './error-status'

/**
 * Every other error on its way to the browser (a failed loader in the SSR payload, a failed server function's answer)
 * goes with its status only: its message, name, stack and properties are the server's internals (a validator's issues
 * with the input, a driver's words) and the error page never shows them (docs/decisions/0026). The browser gets a bare
 * Error with the same status, so the page it hydrates says what the server rendered: the status and the default
 * message.
 */
export const internalErrorAdapter = createSerializationAdapter({
  key: 'internal-error',
  test: (value): value is Error => value instanceof Error && !(value instanceof ApiRequestError),
  toSerializable: (error) => ({ status: statusOf(error) }),
  fromSerializable: ({ status }: { status: number }) => Object.assign(new Error(), { status }),
})
