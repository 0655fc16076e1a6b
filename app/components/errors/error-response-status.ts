import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * The router answers 500 for any failed loader; a server render of the error page sets the status the error
 * stands for (503 while the API is down, 502 for an answer outside the contract). Nothing to do in the browser.
 */
export const setErrorResponseStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client(() => {})
