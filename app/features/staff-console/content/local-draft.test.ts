import { describe, expect, it } from 'vitest'
import { emptyKindForm } from './kind-form'
import { kindLayouts } from './kind-layouts'
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from './local-draft'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('typing kept in the browser', () => {
  it('is kept per kind and item, read back, and dropped once saved', () => {
    const store = memoryStorage()
    const empty = emptyKindForm(kindLayouts.news)
    const form = { ...empty, title: { ...(empty.title as Record<string, string>), 'ko-KR': '입력 중' } }
    keepLocalDraft('news', 12, { form, version: 3 }, store, new Date('2026-03-01T00:00:00Z'))
    expect(readLocalDraft('news', 12, store)).toEqual({ form, version: 3, savedAt: '2026-03-01T00:00:00.000Z' })
    expect(readLocalDraft('press', 12, store)).toBeUndefined()
    expect(readLocalDraft('clients', 12, store)).toBeUndefined()
    expect(readLocalDraft('news', 'new', store)).toBeUndefined()
    dropLocalDraft('news', 12, store)
    expect(readLocalDraft('news', 12, store)).toBeUndefined()
  })

  it('ignores what it cannot read', () => {
    const store = memoryStorage()
    store.setItem('console-draft:news:1', '{not json')
    expect(readLocalDraft('news', 1, store)).toBeUndefined()
    expect(readLocalDraft('news', 1, undefined)).toBeUndefined()
  })
})
