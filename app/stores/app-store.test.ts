import { beforeEach, describe, expect, it } from 'vitest'
import { useAppStore } from './app-store'

const initial = useAppStore.getState()
beforeEach(() => useAppStore.setState(initial, true))

describe('app store', () => {
  it('starts with no language and no member', () => {
    expect(useAppStore.getState()).toMatchObject({ language: null, userInfo: null })
  })
  it('holds the language and the signed-in member, and forgets the member on sign-out', () => {
    const { setLanguage, setUserInfo } = useAppStore.getState()
    setLanguage('ja-JP')
    setUserInfo({ id: '7', name: 'Kim', email: 'kim@example.com' })
    expect(useAppStore.getState()).toMatchObject({ language: 'ja-JP', userInfo: { name: 'Kim' } })
    setUserInfo(null)
    expect(useAppStore.getState().userInfo).toBeNull()
  })
})
