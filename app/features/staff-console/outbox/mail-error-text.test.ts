import { afterEach, describe, expect, it } from 'vitest'
import { NO_MAIL_SERVER_ERROR } from '~/api/contract/admin-outbox-endpoints'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { mailErrorText } from './mail-error-text'

const pageLocale = getLocale()
afterEach(() => overwriteGetLocale(() => pageLocale))

describe('mailErrorText', () => {
  it('says a missing mail server in the staff’s words, and a mail server’s answer as it came', () => {
    overwriteGetLocale(() => 'ko-KR')
    expect(mailErrorText(NO_MAIL_SERVER_ERROR)).toMatch(/^메일 서버가 설정되지 않아/)
    expect(mailErrorText('connect ECONNREFUSED 127.0.0.1:25')).toBe('connect ECONNREFUSED 127.0.0.1:25')
    overwriteGetLocale(() => 'en-US')
    expect(mailErrorText(NO_MAIL_SERVER_ERROR)).toMatch(/^Not sent: no mail server is set/)
  })
})
