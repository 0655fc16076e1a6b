import { beforeEach, describe, expect, it, vi } from 'vitest'

const getBackend = vi.fn()
vi.mock('../backend.server', () => ({ getBackend }))

const { backendAnswers, markBackendStopping } = await import('./backend-health.server')

const answering = (execute: () => Promise<unknown>) => ({ database: { db: { execute } } })

describe('backendAnswers (the balancer health check)', () => {
  beforeEach(() => {
    getBackend.mockReset()
  })

  it('is true once the backend is started and its database answers', async () => {
    getBackend.mockResolvedValue(answering(async () => ({ rows: [{ '?column?': 1 }] })))
    expect(await backendAnswers()).toBe(true)
  })

  it('is false while the backend starts, within the bound', async () => {
    getBackend.mockReturnValue(new Promise(() => {}))
    const started = performance.now()
    expect(await backendAnswers(50)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('is false when the backend could not start or its database does not answer', async () => {
    getBackend.mockRejectedValue(new Error('connection refused'))
    expect(await backendAnswers(50)).toBe(false)
    getBackend.mockResolvedValue(answering(() => Promise.reject(new Error('terminating connection'))))
    expect(await backendAnswers(50)).toBe(false)
    getBackend.mockResolvedValue(answering(() => new Promise(() => {})))
    expect(await backendAnswers(50)).toBe(false)
  })

  it('is false from the server close on, and never starts the backend again', async () => {
    getBackend.mockResolvedValue(answering(async () => ({ rows: [] })))
    markBackendStopping()
    expect(await backendAnswers()).toBe(false)
    expect(getBackend).not.toHaveBeenCalled()
  })
})
