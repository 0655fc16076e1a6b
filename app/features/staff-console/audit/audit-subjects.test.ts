import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { subjectNameOf, subjectTypeLabel } from './audit-subjects'

const noStaff = new Map<string, string>()

describe('an audit entry’s subject in the console', () => {
  it('names a scheduled job as the dashboard does, in the console’s language', () => {
    overwriteGetLocale(() => 'en-US')
    expect(subjectNameOf('job', 'auditRetention', undefined, noStaff)).toEqual({ name: 'Audit log retention' })
    expect(subjectTypeLabel('job')).toBe('Scheduled job')
    overwriteGetLocale(() => 'ko-KR')
    expect(subjectNameOf('job', 'memberPurge', undefined, noStaff).name).toBe(m.admin_job_member_purge())
  })

  it('names one language’s file of a document or a spec sheet by its record’s name and the language’s own name', () => {
    expect(subjectNameOf('document', 'COMPANY/en-US', '회사 소개서', noStaff)).toEqual({
      name: '회사 소개서',
      lang: 'ko-KR',
      language: { name: 'English', lang: 'en-US' },
    })
    expect(subjectNameOf('product', '12/ja-JP', '락토바실러스', noStaff)).toEqual({
      name: '락토바실러스',
      lang: 'ko-KR',
      language: { name: '日本語', lang: 'ja-JP' },
    })
    // A document renamed (all its languages at once) is the document alone; one deleted since, by its type.
    expect(subjectNameOf('document', 'COMPANY', '회사 소개서', noStaff)).toEqual({ name: '회사 소개서', lang: 'ko-KR' })
    expect(subjectNameOf('document', 'MCN/zh-TW', undefined, noStaff)).toEqual({
      name: 'MCN',
      language: { name: '繁體中文', lang: 'zh-TW' },
    })
  })

  it('keeps an id it cannot name: another job, a language it does not know, a slash elsewhere', () => {
    expect(subjectNameOf('job', 'nightlyReindex', undefined, noStaff)).toEqual({ name: 'nightlyReindex' })
    expect(subjectNameOf('job', 'toString', undefined, noStaff)).toEqual({ name: 'toString' })
    expect(subjectNameOf('document', 'COMPANY/xx-YY', undefined, noStaff)).toEqual({ name: 'COMPANY/xx-YY' })
    expect(subjectNameOf('inquiry', '20260301-0001/en-US', undefined, noStaff)).toEqual({ name: '20260301-0001/en-US' })
    expect(subjectNameOf('staff', 'c0ffee', undefined, new Map([['c0ffee', 'Kim Minji']]))).toEqual({ name: 'Kim Minji' })
  })
})
