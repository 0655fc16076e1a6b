import { useEffect, useRef, useState } from 'react'
import type { PostType } from '~/api/contract/posts'
import { dropLocalDraft, keepLocalDraft, type LocalDraft, readLocalDraft } from './local-draft'
import { type FieldProblem, fieldInputId, type PostForm, postFormProblems } from './post-form'

/** How long typing rests before it is kept in the browser. */
const KEEP_AFTER_MS = 400

/**
 * The editor's form: what was typed, the last saved state (to tell unsaved typing), the problems shown, and the typing
 * kept in the browser as one types (per type and item). A kept draft found on opening that differs from the item is
 * offered back, and nothing is written over it until the editor restores or discards it.
 */
export function usePostForm(type: PostType, item: number | 'new', initial: PostForm, version: number | null) {
  const [form, setForm] = useState(initial)
  const [saved, setSaved] = useState(() => JSON.stringify(initial))
  const [generation, setGeneration] = useState(0)
  // Problems show once the editor tried to send, and follow the typing from then on.
  const [checking, setChecking] = useState(false)
  const problems: Record<string, FieldProblem> = checking ? postFormProblems(type, form) : {}
  const [offer, setOffer] = useState<LocalDraft | undefined>()
  const [checkedStorage, setCheckedStorage] = useState(false)
  const versionRef = useRef(version)
  versionRef.current = version
  const dirty = JSON.stringify(form) !== saved

  const initialRef = useRef(initial)

  useEffect(() => {
    const kept = readLocalDraft(type, item)
    if (kept && JSON.stringify(kept.form) !== JSON.stringify(initialRef.current)) setOffer(kept)
    setCheckedStorage(true)
  }, [type, item])

  useEffect(() => {
    if (!checkedStorage || offer) return
    const timer = setTimeout(() => {
      if (dirty) keepLocalDraft(type, item, { form, version: versionRef.current })
      else dropLocalDraft(type, item)
    }, KEEP_AFTER_MS)
    return () => clearTimeout(timer)
  }, [checkedStorage, offer, dirty, form, type, item])

  /** Replaces the form (the other editor's version, a restored revision, kept typing); the rich text editors remount. */
  function replaceForm(next: PostForm, { asSaved }: { asSaved: boolean }) {
    setForm(next)
    if (asSaved) setSaved(JSON.stringify(next))
    setGeneration((count) => count + 1)
  }

  /** The form's problems, shown, with focus on the first field that has one; true when it may be sent. */
  function check(): boolean {
    const found = postFormProblems(type, form)
    setChecking(true)
    const first = Object.keys(found)[0]
    if (first) document.getElementById(fieldInputId(first))?.focus()
    return !first
  }

  return {
    form,
    setForm,
    generation,
    problems,
    dirty,
    check,
    replaceForm,
    /** The form as it is now was saved (the item's new state). */
    markSaved: (savedForm: PostForm) => {
      setSaved(JSON.stringify(savedForm))
      setChecking(false)
      dropLocalDraft(type, item)
    },
    offer,
    restoreOffer: () => {
      if (offer) replaceForm(offer.form, { asSaved: false })
      setOffer(undefined)
    },
    discardOffer: () => {
      dropLocalDraft(type, item)
      setOffer(undefined)
    },
  }
}
