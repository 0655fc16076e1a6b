import { describe, expect, it } from 'vitest'
import { clearDraft, emptyInquiryDraft, INQUIRY_DRAFT_KEY, loadDraft, saveDraft } from './inquiry-draft'

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
  ...emptyInquiryDraft,
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

  it('brings back the consent tick and the names of the attached files, never the files or the captcha', () => {
    const storage = memoryStorage()
    saveDraft(storage, { ...typed, privacyAgree: true, attachmentNames: ['spec.pdf'], captcha: 'eyJ...' } as typeof typed)
    expect(Object.keys(JSON.parse(storage.items.get(INQUIRY_DRAFT_KEY) ?? '{}')).sort()).toEqual(
      ['attachmentNames', 'company', 'content', 'email', 'fullName', 'mobile', 'privacyAgree', 'subject', 'type'].sort(),
    )
    expect(loadDraft(storage)).toEqual({ ...typed, privacyAgree: true, attachmentNames: ['spec.pdf'] })
  })

  it('keeps a tick alone, and reads a draft written before the consent and files were kept', () => {
    const storage = memoryStorage()
    saveDraft(storage, { ...emptyInquiryDraft, privacyAgree: true })
    expect(loadDraft(storage)).toEqual({ ...emptyInquiryDraft, privacyAgree: true })
    storage.setItem(INQUIRY_DRAFT_KEY, JSON.stringify({ company: 'Hanbit', privacyAgree: 'yes', attachmentNames: 3 }))
    expect(loadDraft(storage)).toEqual({ ...emptyInquiryDraft, company: 'Hanbit' })
  })

  it('keeps nothing for an empty form, and forgets the draft on clear', () => {
    const storage = memoryStorage()
    saveDraft(storage, typed)
    saveDraft(storage, emptyInquiryDraft)
    expect(storage.items.size).toBe(0)
    saveDraft(storage, typed)
    clearDraft(storage)
    expect(loadDraft(storage)).toBeUndefined()
  })

  it('restores what it can from a damaged or foreign value', () => {
    const storage = memoryStorage()
    storage.setItem(INQUIRY_DRAFT_KEY, JSON.stringify({ type: 'SPAM', company: 42, subject: 'Samples', extra: 'x' }))
    expect(loadDraft(storage)).toEqual({ ...emptyInquiryDraft, subject: 'Samples' })
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
