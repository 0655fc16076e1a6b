import { expect, it, vi } from 'vitest'
import { onServerClose, runServerCloseTasks } from './server-close-tasks'

it('runs every task added when the server closes, and one that fails is logged without stopping the others', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const done: string[] = []
  onServerClose(async () => {
    done.push('reported')
  })
  onServerClose(async () => {
    throw new Error('the API is gone')
  })
  await runServerCloseTasks()
  expect(done).toEqual(['reported'])
  expect(error).toHaveBeenCalledOnce()
  expect(String(error.mock.calls[0]?.[0])).toContain('a task at the server’s close failed')
})
