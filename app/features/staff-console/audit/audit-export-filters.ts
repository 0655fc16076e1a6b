import { auditActionLabels, auditAreaLabels } from '~/api/contract/audit-action-labels'
import { type AuditAction, areaOfFilter, isAuditAction } from '~/api/contract/audit-actions'
import { inquiryTypeLabels } from '~/features/inquiries/inquiry-type-labels'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { inquiryStatusFilterLabels, languageName } from '../inquiries/inquiry-labels'
import { subjectTypeLabel } from './audit-subjects'
import { ownEntry } from './own-entry'

/** One filter of an export as its form names it: the field's label and the value chosen, in the console's words. */
export interface FilterField {
  label: string
  value: string
}

/** The filters the export was made with, for the words of one value that depend on another (a sort's direction). */
type Filters = Readonly<Record<string, string>>
/** Whom an id names: the console's staff list. */
type Names = ReadonlyMap<string, string>

interface FilterWords {
  label: () => string
  /** The value in words; without, the value as chosen (what a person typed). */
  value?: (value: string, filters: Filters, names: Names) => string
  /** Told in another filter's words when the export has that one (a direction with its sort). */
  toldWith?: string
}

/** A word of a set, or the value as kept when the set has no such member. */
const wordOf = (words: Readonly<Record<string, () => string>>) => (value: string) => ownEntry(words, value)?.() ?? value

const day = (value: string) => formatDate(value, getLocale(), 'short')
const period = { from: { label: m.admin_filter_from, value: day }, to: { label: m.admin_filter_to, value: day } }

/** An action filter: one action, or all of an area's (`staff.*`). */
function actionWords(value: string): string {
  if (isAuditAction(value)) return auditActionLabels[value]()
  const area = areaOfFilter(value)
  return area ? m.admin_audit_filter_area_all({ area: auditAreaLabels[area]() }) : value
}

/** The audit log's filters (audit-filters.tsx). */
const auditFilterWords: Readonly<Record<string, FilterWords>> = {
  words: { label: m.admin_audit_filter_words },
  action: { label: m.admin_filter_action, value: actionWords },
  staff: { label: m.admin_filter_staff, value: (id, _filters, names) => names.get(id) ?? id },
  subjectType: { label: m.admin_audit_filter_subject_type, value: subjectTypeLabel },
  subject: { label: m.admin_audit_filter_subject },
  ...period,
}

/** The columns an inquiry list is sorted by (its table's headers), and which way. */
const inquirySortWords = wordOf({
  received: m.admin_inquiry_received,
  status: m.admin_inquiry_status,
  category: m.admin_inquiry_category,
})
const directionWords = wordOf({ asc: m.admin_audit_sort_asc, desc: m.admin_audit_sort_desc })

/** The inquiry list's filters (inquiry-filters.tsx) and its order. */
const inquiryFilterWords: Readonly<Record<string, FilterWords>> = {
  q: { label: m.admin_inquiry_search },
  status: { label: m.admin_inquiry_status, value: wordOf(inquiryStatusFilterLabels) },
  category: { label: m.admin_inquiry_category, value: wordOf(inquiryTypeLabels) },
  language: { label: m.admin_inquiry_language, value: languageName },
  ...period,
  sort: {
    label: m.admin_audit_key_sort,
    value: (sort, filters) => [inquirySortWords(sort), ...(filters.dir ? [directionWords(filters.dir)] : [])].join(', '),
  },
  dir: { label: m.admin_audit_key_sort, value: directionWords, toldWith: 'sort' },
}

const filterWordsOf: Partial<Record<AuditAction, Readonly<Record<string, FilterWords>>>> = {
  'audit.export': auditFilterWords,
  'inquiry.export': inquiryFilterWords,
}

function filtersIn(value: string): Filters | undefined {
  try {
    const parsed: unknown = JSON.parse(value)
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return undefined
  }
}

/**
 * An export's `filters` as its filter form names them, label and value, in the order kept; none when the action is no
 * export or the value is not the object an export keeps (it is then shown as kept). A filter another backend added
 * keeps its name and value.
 */
export function exportFilterFields(action: string, value: string, names: Names): FilterField[] | undefined {
  const words = isAuditAction(action) ? filterWordsOf[action] : undefined
  const filters = words && filtersIn(value)
  if (!words || !filters) return undefined
  return Object.entries(filters).flatMap(([key, chosen]) => {
    const field = ownEntry(words, key)
    if (!field) return [{ label: key, value: chosen }]
    if (field.toldWith && Object.hasOwn(filters, field.toldWith)) return []
    return [{ label: field.label(), value: field.value?.(chosen, filters, names) ?? chosen }]
  })
}
