import { lazy, Suspense, useEffect, useState } from 'react'
import type { RichDocument } from '~/api/contract/rich-text'
import { localeAutonyms } from '~/i18n/language-switch'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { LocaleGrid } from '../content.styles'
import { type FieldProblem, fieldInputId, type LocalizedBody, type LocalizedInput } from '../post-form'
import type { MediaPickerComponent } from './rich-text-editor'

// Tiptap is a chunk of its own, loaded when an editor opens a news item: never in the console's chunk nor a public page's.
const RichTextEditor = lazy(() => import('./rich-text-editor'))

export const problemText = (problem: FieldProblem | undefined) =>
  problem === 'required' ? m.admin_post_problem_required() : problem === 'invalid' ? m.admin_post_problem_invalid() : undefined

interface LocalizedProps {
  field: string
  legend: string
  koreanRequired: boolean
  problems: Record<string, FieldProblem>
}

function LocaleLabel({ locale, koreanRequired, htmlFor }: { locale: Locale; koreanRequired: boolean; htmlFor?: string }) {
  const marker =
    locale === 'ko-KR' && koreanRequired ? (
      <span className="required">{m.admin_post_required()}</span>
    ) : locale !== 'ko-KR' ? (
      <span className="missing">{m.admin_post_falls_back()}</span>
    ) : null
  const name = <span lang={locale}>{localeAutonyms[locale]}</span>
  return htmlFor ? (
    <label htmlFor={htmlFor}>
      {name}
      {marker}
    </label>
  ) : (
    <span className="label">
      {name}
      {marker}
    </span>
  )
}

function FieldMessage({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  const text = problemText(problem)
  return text ? (
    <p className="field-error" id={`${id}-error`}>
      {text}
    </p>
  ) : null
}

/** A translatable text field: its five values side by side (stacked on a phone), each labelled with its language. */
export function LocalizedTextField({
  field,
  legend,
  koreanRequired,
  problems,
  value,
  max,
  multiline,
  onChange,
}: LocalizedProps & { value: LocalizedInput; max: number; multiline?: boolean; onChange: (value: LocalizedInput) => void }) {
  return (
    <LocaleGrid>
      <legend>{legend}</legend>
      {locales.map((locale) => {
        const key = `${field}.${locale}`
        const id = fieldInputId(key)
        const problem = problems[key]
        const common = {
          id,
          name: id,
          lang: locale,
          maxLength: max,
          value: value[locale],
          required: locale === 'ko-KR' && koreanRequired,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-error` : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [locale]: event.target.value }),
        }
        return (
          <div className="locale" key={locale}>
            <LocaleLabel locale={locale} koreanRequired={koreanRequired} htmlFor={id} />
            {multiline ? <textarea {...common} rows={4} /> : <input type="text" autoComplete="off" {...common} />}
            <FieldMessage id={id} problem={problem} />
          </div>
        )
      })}
    </LocaleGrid>
  )
}

/** Whether the page has hydrated: the editor renders in the browser only (its server HTML would be a placeholder anyway). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** The editor's height while it loads, so that nothing below it moves when it appears. */
const EDITOR_PLACEHOLDER_HEIGHT = 268

function EditorPlaceholder() {
  return (
    <div
      className="editor-placeholder"
      style={{ minHeight: EDITOR_PLACEHOLDER_HEIGHT }}
      role="status"
      aria-live="polite"
      data-testid="editor-loading"
    >
      {m.admin_editor_loading()}
    </div>
  )
}

/**
 * The news body: a rich text editor per language, side by side on a wide screen. `generation` remounts them with
 * `value` (a restored revision, the other editor's version); otherwise they keep their own state as one types.
 */
export function LocalizedBodyField({
  field,
  legend,
  koreanRequired,
  problems,
  value,
  generation,
  onChange,
  mediaPicker,
}: LocalizedProps & {
  value: LocalizedBody
  generation: number
  onChange: (locale: Locale, doc: RichDocument) => void
  mediaPicker?: MediaPickerComponent
}) {
  const hydrated = useHydrated()
  return (
    <LocaleGrid data-wide="">
      <legend>{legend}</legend>
      {locales.map((locale) => {
        const key = `${field}.${locale}`
        const id = fieldInputId(key)
        const problem = problems[key]
        return (
          <div className="locale" key={locale}>
            <LocaleLabel locale={locale} koreanRequired={koreanRequired} />
            {hydrated ? (
              <Suspense fallback={<EditorPlaceholder />}>
                <RichTextEditor
                  key={`${locale}-${generation}`}
                  id={id}
                  locale={locale}
                  label={`${legend} (${localeAutonyms[locale]})`}
                  value={value[locale]}
                  onChange={(doc) => onChange(locale, doc)}
                  describedBy={problem ? `${id}-error` : undefined}
                  invalid={problem !== undefined}
                  mediaPicker={mediaPicker}
                />
              </Suspense>
            ) : (
              <EditorPlaceholder />
            )}
            <FieldMessage id={id} problem={problem} />
          </div>
        )
      })}
    </LocaleGrid>
  )
}
