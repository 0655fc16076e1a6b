import type * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import type { EndpointTable } from '~/features/contract-calls/contract-call'
import { publicPrivateReads, publicReads } from '~/features/contract-calls/public-endpoints'
import { memberCalls } from '~/features/member-area/member-endpoints'
import { staffCalls } from '~/features/staff-console/staff-endpoints'

/** What only an HttpOnly cookie may hold: a session's token, a device's, a sign-in's ticket. */
const cookieCredentials = ['accessToken', 'deviceToken', 'signupTicket', 'secondFactorTicket', 'ticket']

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>
  wrapped?: AnySchema
  item?: AnySchema
  options?: AnySchema[]
}

/** Every key of every object a schema may answer, nested ones included. */
function keysOf(schema: AnySchema | undefined): string[] {
  if (!schema) return []
  const nested = [schema.wrapped, schema.item, ...(Array.isArray(schema.options) ? schema.options : [])]
  const own = schema.entries ? Object.entries(schema.entries).flatMap(([key, entry]) => [key, ...keysOf(entry)]) : []
  return [...own, ...nested.flatMap((inner) => keysOf(inner))]
}

/** The calls of a table whose answer carries a credential meant for a cookie. */
const handingOutCredentials = (table: EndpointTable) =>
  Object.entries(table)
    .filter(([, endpoint]) => keysOf(endpoint.data as AnySchema).some((key) => cookieCredentials.includes(key)))
    .map(([name]) => name)

describe('the calls a dispatching server function makes (decision 119)', () => {
  it('hand a page no credential meant for a cookie: a call that answers one keeps its own server function', () => {
    expect(handingOutCredentials(passkeyEndpoints)).toEqual(['reauthenticate', 'signIn'])
    for (const table of [publicReads, publicPrivateReads, memberCalls, staffCalls])
      expect(handingOutCredentials(table)).toEqual([])
  })

  it("leave out the member area's calls with logic of their own, and reach every other call of its groups", () => {
    for (const name of ['changePassword', 'setPassword', 'withdraw', 'sendPhoneCode', 'reauthenticate', 'signIn', 'setup'])
      expect(Object.hasOwn(memberCalls, name), name).toBe(false)
    for (const name of ['updateProfile', 'points', 'question', 'askQuestion', 'endSession', 'registerPasskey', 'consents'])
      expect(Object.hasOwn(memberCalls, name), name).toBe(true)
  })
})
