import type { EditableKind } from './editable-kinds'

/**
 * What an editor typed, kept in the browser while they type (per kind and item, `new` for an item not yet created),
 * so that a reload, a crash or a refused save loses nothing: offered back when the editor opens the item again, and
 * dropped once it is saved.
 */
export interface LocalDraft<Form = unknown> {
  form: Form
  /** The item's version the typing started from (null for a new item). */
  version: number | null
  savedAt: string
}

const keyOf = (kind: EditableKind, item: number | 'new') => `console-draft:${kind}:${item}`

/** localStorage when the browser offers it (never on the server; some browsers throw on access). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readLocalDraft<Form>(kind: EditableKind, item: number | 'new', store = storage()): LocalDraft<Form> | undefined {
  try {
    const text = store?.getItem(keyOf(kind, item))
    if (!text) return undefined
    const draft = JSON.parse(text) as Partial<LocalDraft<Form>>
    return draft && typeof draft.form === 'object' && draft.form !== null && typeof draft.savedAt === 'string'
      ? { form: draft.form, version: typeof draft.version === 'number' ? draft.version : null, savedAt: draft.savedAt }
      : undefined
  } catch {
    return undefined
  }
}

export function keepLocalDraft<Form>(
  kind: EditableKind,
  item: number | 'new',
  draft: Omit<LocalDraft<Form>, 'savedAt'>,
  store = storage(),
  now = new Date(),
): void {
  try {
    store?.setItem(keyOf(kind, item), JSON.stringify({ ...draft, savedAt: now.toISOString() }))
  } catch {
    // Full or refused storage: the typing is still on screen.
  }
}

export function dropLocalDraft(kind: EditableKind, item: number | 'new', store = storage()): void {
  try {
    store?.removeItem(keyOf(kind, item))
  } catch {
    // Nothing to drop.
  }
}
