import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { authenticatorMovedText, sessionsEndedText, staffSessionsEndedText } from './sessions-ended-text'

describe('what a sign-out of several sessions says', () => {
  it('counts the sessions it ended', () => {
    expect(sessionsEndedText(3)).toBe(m.admin_sessions_ended_all({ count: '3' }))
    expect(staffSessionsEndedText('김도윤', 2)).toBe(m.admin_staff_sessions_ended({ name: '김도윤', count: '2' }))
    expect(authenticatorMovedText(1)).toContain(m.admin_own_authenticator_done({ count: '1' }))
  })

  it('says there was nothing else signed in, never that it signed out of 0', () => {
    for (const text of [sessionsEndedText(0), staffSessionsEndedText('김도윤', 0), authenticatorMovedText(0)]) {
      expect(text).not.toMatch(/\b0\b/)
    }
    expect(authenticatorMovedText(0)).toBe(`${m.admin_own_authenticator_done_alone()} ${m.admin_own_authenticator_keep_codes()}`)
    expect(staffSessionsEndedText('김도윤', 0)).toBe(m.admin_staff_sessions_none({ name: '김도윤' }))
  })
})
