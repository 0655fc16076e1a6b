import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from './env-schema'

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source)
    return []
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems
    throw error
  }
}

describe('mail, staff and retention variables', () => {
  it('defaults to a confirmation, no mail server, no admin API and 12 months for unprocessed inquiries', () => {
    expect(parseEnv({})).toMatchObject({
      INQUIRY_NOTIFY_TO: undefined,
      INQUIRY_CONFIRMATION: 'on',
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      ADMIN_TOKEN: undefined,
      INQUIRY_UNPROCESSED_RETENTION_MONTHS: 12,
      AUDIT_RETENTION_DAYS: 730,
    })
  })

  it('reads valid values', () => {
    expect(
      parseEnv({
        INQUIRY_NOTIFY_TO: 'sales@example.com, lab@example.com',
        INQUIRY_CONFIRMATION: 'off',
        SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587',
        MAIL_FROM: 'Cellactis <no-reply@example.com>',
        ADMIN_TOKEN: 'a'.repeat(32),
        INQUIRY_UNPROCESSED_RETENTION_MONTHS: '6',
        AUDIT_RETENTION_DAYS: '365',
      }),
    ).toMatchObject({ INQUIRY_CONFIRMATION: 'off', INQUIRY_UNPROCESSED_RETENTION_MONTHS: 6, AUDIT_RETENTION_DAYS: 365 })
  })

  it('refuses bad values, naming each variable', () => {
    const found = problems({
      INQUIRY_NOTIFY_TO: 'sales@example.com, nobody',
      INQUIRY_CONFIRMATION: 'maybe',
      SMTP_URL: 'http://mail.example.com',
      MAIL_FROM: 'not an address',
      ADMIN_TOKEN: 'short',
      INQUIRY_UNPROCESSED_RETENTION_MONTHS: '0',
      AUDIT_RETENTION_DAYS: '364',
    })
    for (const key of [
      'INQUIRY_NOTIFY_TO',
      'INQUIRY_CONFIRMATION',
      'SMTP_URL',
      'MAIL_FROM',
      'ADMIN_TOKEN',
      'INQUIRY_UNPROCESSED_RETENTION_MONTHS',
      'AUDIT_RETENTION_DAYS',
    ]) {
      expect(found.some((problem) => problem.startsWith(`${key}:`))).toBe(true)
    }
    expect(found.find((problem) => problem.startsWith('ADMIN_TOKEN:'))).toContain('at least 32 characters')
  })
})

describe('secrets in error messages', () => {
  it('names a bad secret without echoing it', () => {
    const found = problems({ ADMIN_TOKEN: 'hunter2-too-short', SMTP_URL: 'http://user:hunter2@mail.example.com' })
    expect(found).toHaveLength(2)
    expect(found.join('\n')).not.toContain('hunter2')
  })
})
