import { localeAutonyms } from '~/i18n/language-switch'
import { isLocale, type Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../address/console-addresses'
import { kindItemTarget } from '../content/kind-targets'
import { postTypeLabels } from '../content/post-labels'
import { siteContentKindLabels } from '../content/site-content-labels'
import { jobLabels } from '../dashboard/job-labels'

/** What the audit log's entries are about (their `targetType`) besides the content kinds, in words. */
const otherSubjectLabels = {
  staff: m.admin_audit_subject_type_staff,
  'staff-invitation': m.admin_audit_subject_type_staff_invitation,
  member: m.admin_audit_subject_type_member,
  inquiry: m.admin_audit_subject_type_inquiry,
  question: m.admin_audit_subject_type_question,
  sample: m.admin_audit_subject_type_sample,
  pharmacy: m.admin_audit_subject_type_pharmacy,
  media: m.admin_audit_subject_type_media,
  document: m.admin_audit_subject_type_document,
  company: m.admin_audit_subject_type_company,
  mail: m.admin_audit_subject_type_mail,
  backup: m.admin_audit_subject_type_backup,
  'post-category': m.admin_audit_subject_type_post_category,
  product: m.admin_audit_subject_type_product,
  redirect: m.admin_audit_subject_type_redirect,
  job: m.admin_audit_subject_type_job,
} satisfies Record<string, () => string>

const subjectLabels: Record<string, () => string> = { ...otherSubjectLabels, ...postTypeLabels, ...siteContentKindLabels }

/** Every subject type, for the filter's list: the console's records first, then the content kinds. */
export const auditSubjectTypes = Object.keys(subjectLabels)

/** A subject type in words; one another backend wrote, as it is. */
export const subjectTypeLabel = (type: string) => (Object.hasOwn(subjectLabels, type) ? subjectLabels[type]?.() : type) ?? type

const recordNumber = (id: string) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The console page of an entry's subject, when it has one (a member, an inquiry, an item…). */
export function subjectTarget(type: string, id: string): ConsoleTarget | undefined {
  const number = recordNumber(id)
  if (type === 'member') return UUID.test(id) ? { section: 'members', view: 'detail', id: id.toLowerCase() } : undefined
  if (type === 'inquiry') return { section: 'inquiries', view: 'detail', receipt: id }
  if (number === undefined) return undefined
  if (type === 'question') return { section: 'questions', view: 'detail', id: number }
  if (type === 'sample') return { section: 'samples', view: 'detail', id: number }
  if (type === 'pharmacy') return { section: 'pharmacies', view: 'detail', id: number }
  if (type === 'media') return { section: 'media', view: 'detail', id: number }
  return kindItemTarget(type, number)
}

/** A subject by name, in the language it is written in; one language's file of a record with that language's name. */
export interface SubjectName {
  name: string
  lang?: Locale
  language?: { name: string; lang: Locale }
}

/** One language's file of a record (a document's, a spec sheet's product's): its id is `record/locale`. */
function fileOf(type: string, id: string) {
  if (type !== 'document' && type !== 'product') return undefined
  const [record, locale, ...rest] = id.split('/')
  return record && locale && rest.length === 0 && isLocale(locale) ? { record, locale } : undefined
}

/**
 * A subject by name: the record's as the log told it (Korean), a staff member's, a scheduled job's as the dashboard
 * names it; else its id, a file's record without its language, which is named apart (`COMPANY/en-US`: English).
 */
export function subjectNameOf(
  type: string,
  id: string,
  told: string | undefined,
  staffNames: ReadonlyMap<string, string>,
): SubjectName {
  const file = fileOf(type, id)
  const language = file && { name: localeAutonyms[file.locale], lang: file.locale }
  if (told) return { name: told, lang: 'ko-KR', language }
  if (type === 'staff') return { name: staffNames.get(id) ?? id }
  const job = type === 'job' && Object.hasOwn(jobLabels, id) ? jobLabels[id as keyof typeof jobLabels] : undefined
  return { name: job ? job() : (file?.record ?? id), language }
}
