import { beforeEach, describe, expect, it } from 'vitest'
import { useDialogStore } from './dialog-store'

const initial = useDialogStore.getState()
beforeEach(() => useDialogStore.setState(initial, true))

describe('dialog store', () => {
  it('opens and closes the alert with its content', () => {
    useDialogStore.getState().showAlert({ title: 'Notice', message: 'Coming soon.' })
    expect(useDialogStore.getState().alert).toEqual({ isOpen: true, title: 'Notice', message: 'Coming soon.' })
    useDialogStore.getState().closeAlert()
    expect(useDialogStore.getState().alert.isOpen).toBe(false)
  })

  it('resolves a confirm with the answer and closes it', async () => {
    const answer = useDialogStore
      .getState()
      .askConfirm({ title: 'Close account', message: 'Really?', confirmLabel: 'Close my account' })
    expect(useDialogStore.getState().confirm).toMatchObject({
      isOpen: true,
      title: 'Close account',
      confirmLabel: 'Close my account',
    })
    useDialogStore.getState().settleConfirm(true)
    await expect(answer).resolves.toBe(true)
    expect(useDialogStore.getState().confirm.isOpen).toBe(false)
  })

  it('answers an abandoned confirm with false when a new one opens', async () => {
    const first = useDialogStore.getState().askConfirm({ title: 'A', message: 'a', confirmLabel: 'Do A' })
    const second = useDialogStore.getState().askConfirm({ title: 'B', message: 'b', confirmLabel: 'Do B' })
    await expect(first).resolves.toBe(false)
    useDialogStore.getState().settleConfirm(false)
    await expect(second).resolves.toBe(false)
  })
})
