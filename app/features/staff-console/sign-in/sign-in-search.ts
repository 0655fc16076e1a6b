import * as v from 'valibot'
import { lenient, oneOfField } from '../address/search-fields'
import { consoleReturnTo } from './console-return-to'

/**
 * Sign-in's address query: where to go back to afterwards (`returnTo`, kept only when it is a console address on this
 * site, consoleReturnTo), and `signedOut=1` after a sign-out.
 */
export const loginSearch = v.object({
  returnTo: lenient(
    v.pipe(
      v.string(),
      v.transform((value: string) => consoleReturnTo(value)),
      v.string(),
    ),
  ),
  signedOut: oneOfField([1]),
})

/** An invitation's address query: its key (`token`), until the page has read it. */
export const invitationSearch = v.object({ token: lenient(v.string()) })

/** A password reset's address query: the mailed link's key (`token`), until the page has read it. */
export const passwordResetSearch = v.object({ token: lenient(v.string()) })
