import { describe, expect, it } from 'vitest'
import { composeSecurityNotice } from './security-notice-mail'
import { memberSecurityNoticeText, staffSecurityNoticeText } from './security-notice-mail-text'

const letter = { kind: 'security_notice', to: 'member@example.com', brandName: 'Cellactis' }
const at = new Date('2026-11-28T08:05:00.000Z')

describe('a security notice', () => {
  it('keeps a passkey’s name on one line of the subject and the body, whatever its owner typed', () => {
    const change = { kind: 'passkey-added', subject: 'Work\r\nBcc: someone@example.com\tlaptop', at, userAgent: null } as const
    const mail = composeSecurityNotice(letter, memberSecurityNoticeText['en-US'], change, [])
    expect(mail.subject).toBe('[Cellactis] Security notice: a passkey was added: Work Bcc: someone@example.com laptop')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.textBody.split('\n')[0]).toBe('A passkey was added: Work Bcc: someone@example.com laptop')
  })

  it('says when in Korean time and names the browser the user agent names; no browser line when it names none', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    const text = memberSecurityNoticeText['ko-KR']
    const named = composeSecurityNotice(letter, text, { kind: 'password-changed', subject: '', at, userAgent: safari }, [])
    expect(named.textBody).toContain(`${text.when}: 2026-11-28 17:05 (KST)`)
    expect(named.textBody).toContain(`${text.browser}: Safari 18 · iPhone`)
    const unnamed = composeSecurityNotice(letter, text, { kind: 'password-changed', subject: '', at, userAgent: 'curl/8' }, [])
    expect(unnamed.textBody).not.toContain(`${text.browser}:`)
  })

  it('ends with what to do if the change was not the holder’s, the links, and the brand', () => {
    const text = staffSecurityNoticeText['en-US']
    const links = ['https://cellactis.test/admin/account?lang=en-US']
    const mail = composeSecurityNotice(letter, text, { kind: 'password-changed', subject: '', at, userAgent: null }, links)
    expect(mail.textBody.trimEnd().split('\n').slice(-5)).toEqual([text.yours, text.notYours, links[0], '', '— Cellactis'])
    expect(mail.textBody.split('\n')[0]).toBe('Your password was changed')
  })

  it('asks whether the holder asked for a change staff made for them, rather than whether they made it', () => {
    const links = ['https://cellactis.test/mypage/security?lang=en-US']
    for (const text of [staffSecurityNoticeText['en-US'], memberSecurityNoticeText['en-US']]) {
      const mail = composeSecurityNotice(letter, text, { kind: 'second-factor-reset', subject: '', at, userAgent: null }, links)
      const ending = mail.textBody.trimEnd().split('\n').slice(-5)
      expect(ending).toEqual([text.onRequest.yours, text.onRequest.notYours, links[0], '', '— Cellactis'])
      expect(ending[0]).toMatch(/^If you asked for this/)
      expect(mail.textBody).not.toContain(text.yours)
    }
  })
})
