import { describe, expect, it } from 'vitest'
import { clearDraft, INQUIRY_DRAFT_KEY, loadDraft, saveDraft } from './inquiry-draft'
import { emptyInquiryText } from './inquiry-fields'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const typed = {
  ...emptyInquiryText,
  type: 'RAW_MATERIAL' as const,
  company: 'Hanbit Cosmetics',
  email: 'kim@example.com',
  content: '유산균 원료 샘플을 받고 싶습니다.',
}

describe('inquiry draft', () => {
  it('brings back what was typed', () => {
    const storage = memoryStorage()
    saveDraft(storage, typed)
    expect(loadDraft(storage)).toEqual(typed)
  })

  it('stores the typed text only, never consent, files or the captcha', () => {
    const storage = memoryStorage()
    saveDraft(storage, { ...typed, privacyAgree: true, files: ['a.pdf'], captcha: 'eyJ...' } as typeof typed)
    expect(Object.keys(JSON.parse(storage.items.get(INQUIRY_DRAFT_KEY) ?? '{}')).sort()).toEqual(
      ['company', 'content', 'email', 'fullName', 'mobile', 'subject', 'type'].sort(),
    )
  })

  it('keeps nothing for an empty form, and forgets the draft on clear', () => {
    const storage = memoryStorage()
    saveDraft(storage, typed)
    saveDraft(storage, emptyInquiryText)
    expect(storage.items.size).toBe(0)
    saveDraft(storage, typed)
    clearDraft(storage)
    expect(loadDraft(storage)).toBeUndefined()
  })

  it('restores what it can from a damaged or foreign value', () => {
    const storage = memoryStorage()
    storage.setItem(INQUIRY_DRAFT_KEY, JSON.stringify({ type: 'SPAM', company: 42, subject: 'Samples', extra: 'x' }))
    expect(loadDraft(storage)).toEqual({ ...emptyInquiryText, subject: 'Samples' })
    storage.setItem(INQUIRY_DRAFT_KEY, '{not json')
    expect(loadDraft(storage)).toBeUndefined()
  })

  it('never throws when storage is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(loadDraft(refusing)).toBeUndefined()
    expect(() => saveDraft(refusing, typed)).not.toThrow()
    expect(() => clearDraft(refusing)).not.toThrow()
    expect(loadDraft(undefined)).toBeUndefined()
  })
})
