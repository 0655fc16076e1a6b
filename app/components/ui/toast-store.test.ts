import { beforeEach, describe, expect, it } from 'vitest'
import { toastKinds, useToastStore } from './toast-store'

beforeEach(() => useToastStore.setState({ toasts: [] }))

describe('toast store', () => {
  it('offers five kinds of notification', () => {
    expect(toastKinds).toEqual(['info', 'success', 'error', 'warning', 'notify'])
  })

  it('adds, keeps errors until dismissed, and dismisses by id', () => {
    const { notify } = useToastStore.getState()
    const info = notify('info', 'Saved')
    const error = notify('error', 'Failed')
    const [first, second] = useToastStore.getState().toasts
    expect(first).toMatchObject({ id: info, kind: 'info', message: 'Saved', timeoutMs: 5000 })
    expect(second).toMatchObject({ id: error, kind: 'error', timeoutMs: 0 })
    useToastStore.getState().dismiss(info)
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual([error])
  })

  it('shows at most five, dropping the oldest', () => {
    const { notify } = useToastStore.getState()
    for (let i = 0; i < 7; i++) notify('notify', `n${i}`)
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6'])
  })
})
