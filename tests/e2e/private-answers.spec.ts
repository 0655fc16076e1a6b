import { SESSION_COOKIE } from './auth-support'
import { expect, test } from './fixtures'
import { memberSignedUpByApi } from './member-support'
import { callServerFunction } from './server-functions-of-build'
import { STAFF_COOKIE, staffSession } from './staff-session-support'

/**
 * Issue 65 §4 (decision 106): what a server function answers, a member's data, a staff member's, or anyone's, is never
 * kept by a browser's or a shared cache: `Cache-Control: private, no-store`, by one rule for every function.
 */
test('every server function answers Cache-Control: private, no-store, the member’s and the staff’s data among them', async ({
  request,
}) => {
  const member = await memberSignedUpByApi(request, 'private-answers')
  const { token } = await staffSession(request, 'support')
  const asMember = `${SESSION_COOKIE}=${member.token}`
  const asStaff = `${STAFF_COOKIE}=${token}`
  const calls: Array<{ name: string; data?: unknown; cookie?: string; shows?: string }> = [
    // The member area's calls and the visitors' reads, dispatched by the contract (decision 119).
    { name: 'changeMemberEndpoint', data: { endpoint: 'exportData', input: {} }, cookie: asMember, shows: member.email },
    { name: 'readMemberEndpoint', data: { endpoint: 'passkeys', input: {} }, cookie: asMember },
    { name: 'readMemberEndpoint', data: { endpoint: 'questions', input: {} }, cookie: asMember },
    { name: 'readMemberEndpoint', data: { endpoint: 'consents', input: {} }, cookie: asMember },
    { name: 'readPublicEndpoint', data: { endpoint: 'newsList', input: {} } },
    { name: 'getCurrentMember', cookie: asMember, shows: member.email },
    { name: 'getCurrentMember' },
    { name: 'getCurrentStaff', cookie: asStaff },
    { name: 'readStaffEndpoint', data: { endpoint: 'inquiryList', input: {} }, cookie: asStaff },
    { name: 'getSignInOptions' },
  ]
  for (const { name, data, cookie, shows } of calls) {
    const label = `${name} ${JSON.stringify(data ?? {})} ${cookie ? cookie.split('=')[0] : 'signed out'}`
    const response = await callServerFunction(request, name, data, cookie)
    expect(response.status(), `${label}: ${(await response.text()).slice(0, 300)}`).toBe(200)
    expect(response.headers()['cache-control'], label).toBe('private, no-store')
    if (shows) expect(await response.text(), label).toContain(shows)
  }
})
