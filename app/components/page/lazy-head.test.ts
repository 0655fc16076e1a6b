import { describe, expect, it } from 'vitest'
import { headFrom } from './lazy-head'

describe('headFrom', () => {
  it('builds the head from the module once it has loaded', async () => {
    const head = await headFrom(
      async () => ({ title: 'An article' }),
      (module) => ({ meta: [{ title: module.title }] }),
    )
    expect(head).toEqual({ meta: [{ title: 'An article' }] })
  })

  it('leaves the head to the root when the module cannot load (offline), without throwing', async () => {
    const head = await headFrom(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => ({ meta: [{ title: 'never' }] }),
    )
    expect(head).toEqual({})
  })

  it('leaves the head to the root when the import resolves to nothing (a failed chunk taken over by a reload)', async () => {
    const head = await headFrom(
      async () => undefined as unknown as { title: string },
      (module) => ({ meta: [{ title: module.title }] }),
    )
    expect(head).toEqual({})
  })

  it('still throws what building the head throws', async () => {
    await expect(
      headFrom(
        async () => ({}),
        () => {
          throw new Error('a bug in the head')
        },
      ),
    ).rejects.toThrow('a bug in the head')
  })
})
