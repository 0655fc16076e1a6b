import { create } from 'zustand'
import type { Locale } from '~/i18n/locales'

/** A downloadable company document (SPEC.md §3 `file`), keyed by document type. */
export interface DocumentRecord {
  url: string
  name?: string
}

export const documentKeys = [
  'COMPANY',
  'COMPANY_EN',
  'BRAND_STRATEGY',
  'BRAND_CONTENTS',
  'BRAND_PERFORMANCE',
  'AD_TECH',
  'MCN',
] as const
export type DocumentKey = (typeof documentKeys)[number]

/** What the signed-in member looks like to the page; the token itself never reaches the browser. */
export interface UserInfo {
  id: string
  name: string
  email: string
}

/**
 * The page's language and member (SPEC.md §3 global state). SPEC.md's `file` records are server state:
 * they live in the query cache (features/documents), not here.
 */
export interface AppState {
  language: Locale | null
  userInfo: UserInfo | null
  setLanguage: (language: Locale) => void
  setUserInfo: (userInfo: UserInfo | null) => void
}

export const useAppStore = create<AppState>()((set) => ({
  language: null,
  userInfo: null,
  setLanguage: (language) => set({ language }),
  setUserInfo: (userInfo) => set({ userInfo }),
}))
