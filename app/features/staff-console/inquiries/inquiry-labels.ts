import type { InquiryStatusFilter, InquiryWorkStatus } from '~/api/contract/admin-endpoints'
import { localeAutonyms } from '~/i18n/language-switch'
import { isLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'

export const inquiryStatusLabels: Record<InquiryWorkStatus, () => string> = {
  new: m.admin_inquiry_status_new,
  in_progress: m.admin_inquiry_status_in_progress,
  done: m.admin_inquiry_status_done,
}

export const inquiryStatusFilterLabels: Record<InquiryStatusFilter, () => string> = {
  open: m.admin_inquiry_status_open,
  ...inquiryStatusLabels,
  all: m.admin_filter_all,
}

/** The language an inquiry was written in, by its own name (another backend's code as it is). */
export const languageName = (locale: string) => (isLocale(locale) ? localeAutonyms[locale] : locale)
