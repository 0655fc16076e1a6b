import { useHydrated, useRouterState } from '@tanstack/react-router'
import { isLocale, type Locale } from '~/i18n/locales'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The language a new item's form was edited in when it was first saved, which the item's page opens in. */
    editingLanguage?: Locale
  }
}

/**
 * The language a new item's page handed to the item's page with its first save (decision 79: the form keeps its
 * language across saves, the first one too); none when the page was reached otherwise (then Korean). None while the
 * page is hydrated: a reload keeps the history entry's state, which the server never saw, and rendered Korean.
 */
export function useHandedLanguage(): Locale | undefined {
  const hydrated = useHydrated()
  const handed = useRouterState({ select: (state) => state.location.state.editingLanguage })
  return hydrated && isLocale(handed) ? handed : undefined
}
