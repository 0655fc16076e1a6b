import { useEffect, useRef, useState } from 'react'
import { useDialogStore } from '~/components/ui/dialog-store'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { baseLocale, type Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../kit/console-format'
import type { EditorKind, FieldProblem, FieldsProps, FormGoal } from './editor-kind'
import { localeOfProblem } from './language-progress'
import { dropLocalDraft, keepLocalDraft, type LocalDraft, readLocalDraft } from './local-draft'

/** How long typing rests before it is kept in the browser. */
const KEEP_AFTER_MS = 400

/**
 * The editor's form: what was typed, the last saved state (to tell unsaved typing), the language it edits (Korean
 * unless `initialLanguage`), the problems shown, and the typing kept in the browser as one types (per kind and item). A
 * kept draft found on opening that differs from the item is offered back, and nothing is written over it until the
 * editor restores or discards it; restoring it over typing done since the page opened asks first, so neither is lost
 * by one click.
 */
export function useContentForm<Form>(
  editor: EditorKind<Form>,
  item: number | 'new',
  initial: Form,
  version: number | null,
  initialLanguage: Locale = baseLocale,
) {
  const { kind } = editor
  const [form, setForm] = useState(initial)
  const [saved, setSaved] = useState(() => JSON.stringify(initial))
  const [generation, setGeneration] = useState(0)
  const [language, setLanguage] = useState<Locale>(initialLanguage)
  // Problems show once the editor tried to save or publish, and follow the typing from then on.
  const [checking, setChecking] = useState<FormGoal | undefined>()
  const problems: Record<string, FieldProblem> = checking ? editor.problems(form, checking) : {}
  const [offer, setOffer] = useState<LocalDraft<Form> | undefined>()
  const [checkedStorage, setCheckedStorage] = useState(false)
  const versionRef = useRef(version)
  versionRef.current = version
  const dirty = JSON.stringify(form) !== saved
  // The form and its saved state as of now, for a question asked between renders (leaving the page right after a save).
  const formRef = useRef(form)
  formRef.current = form
  const savedRef = useRef(saved)
  savedRef.current = saved

  const initialRef = useRef(initial)
  const askConfirm = useDialogStore((state) => state.askConfirm)
  const focusProblem = useFocusAfterRender()

  useEffect(() => {
    const kept = readLocalDraft<Form>(kind, item)
    if (kept && JSON.stringify(kept.form) !== JSON.stringify(initialRef.current)) setOffer(kept)
    setCheckedStorage(true)
  }, [kind, item])

  useEffect(() => {
    if (!checkedStorage || offer) return
    const keep = () => {
      if (dirty) keepLocalDraft(kind, item, { form, version: versionRef.current })
      else dropLocalDraft(kind, item)
    }
    const timer = setTimeout(keep, KEEP_AFTER_MS)
    // A reload or a closed tab within the pause keeps the last keystrokes too.
    window.addEventListener('pagehide', keep)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', keep)
    }
  }, [checkedStorage, offer, dirty, form, kind, item])

  /** Replaces the form (the other editor's version, a restored revision, kept typing); the rich text editors remount. */
  function replaceForm(next: Form, { asSaved }: { asSaved: boolean }) {
    setForm(next)
    formRef.current = next
    if (asSaved) markSavedState(next)
    setGeneration((count) => count + 1)
  }

  function markSavedState(savedForm: Form) {
    const text = JSON.stringify(savedForm)
    savedRef.current = text
    setSaved(text)
  }

  /**
   * The form's problems for `goal` (a draft's save, or publishing), shown, with focus on the first field that has one;
   * true when it may be sent.
   */
  function check(goal: FormGoal = 'draft'): boolean {
    const found = editor.problems(form, goal)
    setChecking(goal)
    const first = Object.keys(found)[0]
    if (!first) return true
    // A problem in another language than the one shown: that language is shown, and its field takes the focus once
    // it is on screen (a group's problem, its field that has it).
    const locale = localeOfProblem(first)
    if (locale && locale !== language) setLanguage(locale)
    // A translated field's problem as a whole (its title written in no language): its field in the language shown.
    const whole = !locale && !document.getElementById(editor.inputId(first))
    focusProblem(editor.inputId(whole ? `${first}.${language}` : first))
    return false
  }

  const fields: Omit<FieldsProps<Form>, 'kind'> = {
    form,
    setForm,
    problems,
    generation,
    language,
    onLanguage: setLanguage,
    itemId: item === 'new' ? undefined : item,
  }

  return {
    form,
    /** What the kind's form fields are given. */
    fields,
    problems,
    dirty,
    /** Whether what is typed differs from what was saved, as of now (not of the last render). */
    isDirtyNow: () => JSON.stringify(formRef.current) !== savedRef.current,
    check,
    replaceForm,
    /** The form as it is now was saved (the item's new state). */
    markSaved: (savedForm: Form) => {
      markSavedState(savedForm)
      setChecking(undefined)
      dropLocalDraft(kind, item)
    },
    /** The item was deleted: what was typed is neither kept in the browser nor asked about when the page is left. */
    discard: () => {
      markSavedState(formRef.current)
      dropLocalDraft(kind, item)
    },
    offer,
    restoreOffer: async () => {
      if (!offer) return
      if (JSON.stringify(formRef.current) !== JSON.stringify(initialRef.current)) {
        const time = formatTimestamp(offer.savedAt, getLocale())
        const replacing = await askConfirm({
          title: m.admin_post_local_draft_restore(),
          message: m.admin_post_local_draft_replace_confirm({ time }),
          confirmLabel: m.admin_post_local_draft_restore(),
        })
        if (!replacing) return
      }
      replaceForm(offer.form, { asSaved: false })
      setOffer(undefined)
    },
    discardOffer: () => {
      dropLocalDraft(kind, item)
      setOffer(undefined)
    },
  }
}
