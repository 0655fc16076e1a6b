import { useCallback, useEffect, useRef } from 'react'
import {
  browserSessionStorage,
  clearDraft,
  DRAFT_SAVE_DELAY_MS,
  type InquiryDraft,
  loadDraft,
  pickDraft,
  saveDraft,
} from './inquiry-draft'

/**
 * Keeps the unsent inquiry (InquiryDraft) in session storage (debounced), restores it once after hydration (the server renders
 * an empty form) and writes any pending change when the page is hidden, so a quick reload loses nothing.
 */
export function useInquiryDraft(values: InquiryDraft, restore: (draft: InquiryDraft) => void) {
  const latest = useRef(values)
  latest.current = values
  const restored = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  const serialized = JSON.stringify(pickDraft(values))

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once per mount, whatever `restore` is.
  useEffect(() => {
    const draft = loadDraft(browserSessionStorage())
    restored.current = true
    if (draft) restore(draft)
  }, [])

  useEffect(() => {
    if (!restored.current) return
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      timer.current = undefined
      saveDraft(browserSessionStorage(), JSON.parse(serialized) as InquiryDraft)
    }, DRAFT_SAVE_DELAY_MS)
    return () => window.clearTimeout(timer.current)
  }, [serialized])

  useEffect(() => {
    const flush = () => {
      if (timer.current === undefined) return
      window.clearTimeout(timer.current)
      timer.current = undefined
      saveDraft(browserSessionStorage(), latest.current)
    }
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [])

  /** After a successful submission: the stored text and any pending save are gone. */
  return useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = undefined
    clearDraft(browserSessionStorage())
  }, [])
}
