import { Fragment, type ReactNode } from 'react'
import { localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import { type FieldProblem, problemText } from '../editor-kind'
import { localeOfProblem } from '../language-progress'

/** Stands for the list of fields while the message is split around it. */
const FIELDS = '\u0000'

/** A field named with its language (in its own `lang`), and what is wrong with it when that is not that it is empty. */
interface NamedField {
  key: string
  label: string
  locale?: ReturnType<typeof localeOfProblem>
  problem?: string
}

const isMissing = (problem: FieldProblem) => problem === 'required' || problem === 'in_no_language'

/**
 * A message with its fields listed where it says `{fields}`, each named as NamedField says: missing ones in a list
 * ("Title (한국어), Body (한국어)"), each with its problem as sentences of their own ("Title (日本語): …. Body: ….").
 */
function WithFields({ message, fields }: { message: (inputs: { fields: string }) => string; fields: NamedField[] }) {
  const [before = '', after = ''] = message({ fields: FIELDS }).split(FIELDS)
  return (
    <>
      {before}
      {fields.map(({ key, label, locale, problem }, index) => (
        <Fragment key={key}>
          {index > 0 ? (problem ? ' ' : ', ') : ''}
          {label}
          {locale ? (
            <>
              {' ('}
              <span lang={locale}>{localeAutonyms[locale]}</span>)
            </>
          ) : null}
          {problem ? `: ${problem}` : null}
        </Fragment>
      ))}
      {after}
    </>
  )
}

/**
 * What publishing still needs, in words (decision 80), in the form's order: each field missing with its language, once
 * each ("Title (한국어), Body (한국어)"); then each field to correct with what is wrong ("Search and sharing (日本語):
 * Too long by 12 (at most 70 characters).").
 */
export function PublishingNeeds({
  problems,
  labels,
}: {
  problems: Record<string, FieldProblem>
  labels: Record<string, () => string>
}) {
  const missing = new Map<string, NamedField>()
  const wrong = new Map<string, NamedField>()
  for (const [key, problem] of Object.entries(problems)) {
    const field = key.split('.')[0] ?? key
    const locale = localeOfProblem(key)
    const named = { key: `${field}.${locale ?? ''}`, label: labels[field]?.() ?? field, locale }
    if (isMissing(problem)) missing.set(named.key, named)
    else if (!wrong.has(named.key)) wrong.set(named.key, { ...named, problem: problemText(problem) })
  }
  const sentences: ReactNode[] = []
  if (missing.size > 0)
    sentences.push(<WithFields key="missing" message={m.admin_post_publish_needs} fields={[...missing.values()]} />)
  if (wrong.size > 0) sentences.push(<WithFields key="wrong" message={m.admin_post_publish_fix} fields={[...wrong.values()]} />)
  return sentences.map((sentence, index) => (
    <Fragment key={index === 0 ? 'first' : 'second'}>
      {index > 0 ? ' ' : ''}
      {sentence}
    </Fragment>
  ))
}
