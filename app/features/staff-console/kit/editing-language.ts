import { createContext, useContext } from 'react'
import type { Locale } from '~/i18n/locales'

/**
 * The one language a form edits at a time (an item's form, decision 79): its translatable fields show that language's
 * control, with the Korean original beside it as the reference. Without it (a short form: a pharmacy, a document's
 * name) every language shows side by side.
 */
export const EditingLanguage = createContext<Locale | undefined>(undefined)

export const useEditingLanguage = () => useContext(EditingLanguage)
