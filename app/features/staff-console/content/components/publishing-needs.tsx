import { Fragment } from 'react'
import { localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import type { FieldProblem } from '../editor-kind'
import { localeOfProblem } from '../language-progress'

/** Stands for the list of fields while the message is split around it. */
const FIELDS = '\u0000'

/**
 * What publishing still needs, in words (decision 80): each field with a problem and its language, once each, in the
 * form's order ("Title (한국어), Body (한국어)"), the language's name in its own `lang`.
 */
export function PublishingNeeds({
  problems,
  labels,
}: {
  problems: Record<string, FieldProblem>
  labels: Record<string, () => string>
}) {
  const named = new Map<string, { label: string; locale?: ReturnType<typeof localeOfProblem> }>()
  for (const key of Object.keys(problems)) {
    const field = key.split('.')[0] ?? key
    const locale = localeOfProblem(key)
    named.set(`${field}.${locale ?? ''}`, { label: labels[field]?.() ?? field, locale })
  }
  const [before = '', after = ''] = m.admin_post_publish_needs({ fields: FIELDS }).split(FIELDS)
  return (
    <>
      {before}
      {[...named.entries()].map(([key, { label, locale }], index) => (
        <Fragment key={key}>
          {index > 0 ? ', ' : ''}
          {label}
          {locale ? (
            <>
              {' ('}
              <span lang={locale}>{localeAutonyms[locale]}</span>)
            </>
          ) : null}
        </Fragment>
      ))}
      {after}
    </>
  )
}
