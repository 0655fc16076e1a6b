import { beforeEach, describe, expect, it } from 'vitest'
import { useUiStore } from './ui-store'

const initial = useUiStore.getState()
beforeEach(() => useUiStore.setState(initial, true))

describe('ui store', () => {
  it('starts with closed menu and video', () => {
    const state = useUiStore.getState()
    expect(state.mobileMenuOpen).toBe(false)
    expect(state.video).toEqual({ isOpen: false, id: null })
  })

  it('opens and closes the global video by id', () => {
    useUiStore.getState().openVideo('abc123')
    expect(useUiStore.getState().video).toEqual({ isOpen: true, id: 'abc123' })
    useUiStore.getState().closeVideo()
    expect(useUiStore.getState().video).toEqual({ isOpen: false, id: null })
  })

  it('records the menu opening', () => {
    useUiStore.getState().setMobileMenuOpen(true)
    expect(useUiStore.getState().mobileMenuOpen).toBe(true)
  })
})
