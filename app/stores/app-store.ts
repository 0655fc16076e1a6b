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

export interface AppState {
  language: Locale | null
  userInfo: UserInfo | null
  files: Partial<Record<DocumentKey, DocumentRecord>>
  setLanguage: (language: Locale) => void
  setUserInfo: (userInfo: UserInfo | null) => void
  setFiles: (files: Partial<Record<DocumentKey, DocumentRecord>>) => void
}

export const useAppStore = create<AppState>()((set) => ({
  language: null,
  userInfo: null,
  files: {},
  setLanguage: (language) => set({ language }),
  setUserInfo: (userInfo) => set({ userInfo }),
  setFiles: (files) => set({ files }),
}))

/** The company deck for a language: the English record for en-US, the general one otherwise (SPEC.md §3). */
export function companyDeckFor(files: AppState['files'], language: Locale): DocumentRecord | undefined {
  return language === 'en-US' ? (files.COMPANY_EN ?? files.COMPANY) : files.COMPANY
}
