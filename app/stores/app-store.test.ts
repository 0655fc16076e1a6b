import { beforeEach, describe, expect, it } from 'vitest'
import { companyDeckFor, useAppStore } from './app-store'

const initial = useAppStore.getState()
beforeEach(() => useAppStore.setState(initial, true))

describe('app store', () => {
  it('holds language, member and document records', () => {
    const { setLanguage, setUserInfo, setFiles } = useAppStore.getState()
    setLanguage('ja-JP')
    setUserInfo({ id: '7', name: 'Kim', email: 'kim@example.com' })
    setFiles({ COMPANY: { url: '/files/company.pdf' } })
    expect(useAppStore.getState()).toMatchObject({
      language: 'ja-JP',
      userInfo: { name: 'Kim' },
      files: { COMPANY: { url: '/files/company.pdf' } },
    })
  })
})

describe('companyDeckFor', () => {
  const files = { COMPANY: { url: '/ko.pdf' }, COMPANY_EN: { url: '/en.pdf' } }
  it('gives the English deck to en-US and the general one to everybody else', () => {
    expect(companyDeckFor(files, 'en-US')?.url).toBe('/en.pdf')
    for (const locale of ['ko-KR', 'zh-CN', 'zh-TW', 'ja-JP'] as const) expect(companyDeckFor(files, locale)?.url).toBe('/ko.pdf')
  })
  it('falls back to the general deck when there is no English one', () => {
    expect(companyDeckFor({ COMPANY: { url: '/ko.pdf' } }, 'en-US')?.url).toBe('/ko.pdf')
  })
})
