import { localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import type { FieldProblem } from './editor-kind'
import { localeOfProblem } from './language-progress'

/**
 * What publishing still needs, in words (decision 80): each field with a problem, with its language ("제목 (한국어),
 * 본문 (한국어)"), once each, in the form's order.
 */
export function publishingNeeds(problems: Record<string, FieldProblem>, labels: Record<string, () => string>): string {
  const named = Object.keys(problems).map((key) => {
    const field = key.split('.')[0] ?? key
    const label = labels[field]?.() ?? field
    const locale = localeOfProblem(key)
    return locale ? `${label} (${localeAutonyms[locale]})` : label
  })
  return m.admin_post_publish_needs({ fields: [...new Set(named)].join(', ') })
}
