import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { controlLook } from '~/components/form/control-look'
import { fieldMessages } from '~/components/form/field-message-styles'
import { invalidControl } from '~/components/form/invalid-control'
import { colors, media } from '~/components/styles/theme'
import { localeAutonyms } from '~/i18n/language-switch'
import { baseLocale, type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { useEditingLanguage } from './editing-language'

/** A value per language as a form holds it (every language present, possibly empty). */
export type LocalizedDraft = Record<Locale, string>

/** A form's value per language from what the API answered (a missing language is empty). */
export function localizedDraftOf(value: Partial<Record<Locale, string>> | null | undefined): LocalizedDraft {
  return Object.fromEntries(locales.map((locale) => [locale, value?.[locale] ?? ''])) as LocalizedDraft
}

interface LocalizedTextFieldsProps {
  /** The fields' ids are `<id>-<locale>`. */
  id: string
  label: string
  value: LocalizedDraft
  onChange: (next: LocalizedDraft) => void
  max: number
  /** A message per language (Korean's "required", a language's "too long"). */
  errors?: Partial<Record<Locale, string>>
  multiline?: boolean
  /** Korean is required unless told (a field every item need not have). */
  koreanRequired?: boolean
}

/** A language's label: its name in that language, and Korean's mark when it is required. */
function LocaleLabel({ locale, required, htmlFor }: { locale: Locale; required: boolean; htmlFor?: string }) {
  const content = (
    <>
      <span lang={locale}>{localeAutonyms[locale]}</span>
      {required ? <span className="marker"> {m.admin_form_required_marker()}</span> : null}
    </>
  )
  return htmlFor ? <label htmlFor={htmlFor}>{content}</label> : <span className="label">{content}</span>
}

interface LocaleCellProps {
  locale: Locale
  /** The control's id (`<field>-<locale>`); its message's is `<id>-error`. */
  id: string
  required: boolean
  error?: string
  /** Whether the label is the control's (`<label for>`); a rich text editor names itself. */
  labelFor: boolean
  children: ReactNode
}

/** The id of a field's Korean reference, which the control being translated names as its description. */
export const referenceId = (id: string) => `${id}-reference`

/**
 * The Korean original of a translatable field beside the language being written (decision 79): read-only, in Korean's
 * `lang`; `children` shows it (text as typed, a rich text body read-only).
 */
export function KoreanReference({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="language reference">
      <span className="label">{m.admin_korean_reference()}</span>
      <div className="reference-text" id={id}>
        {children ?? <p className="hint">{m.admin_korean_reference_empty()}</p>}
      </div>
    </div>
  )
}

/**
 * The languages a translatable field shows: the one being edited, with Korean beside it as the reference when it is
 * another (`reference`); all five where the form edits them side by side.
 */
export function useShownLanguages(): { shown: readonly Locale[]; reference: boolean } {
  const editing = useEditingLanguage()
  if (!editing) return { shown: locales, reference: false }
  return { shown: [editing], reference: editing !== baseLocale }
}

/** One language of a translatable field: its label, its control, its message. */
export function LocaleCell({ locale, id, required, error, labelFor, children }: LocaleCellProps) {
  return (
    <div className="language">
      <LocaleLabel locale={locale} required={required} htmlFor={labelFor ? id : undefined} />
      {children}
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * One translatable field: its five values side by side on a wide screen, stacked on a phone, each labelled with its
 * language in that language and marked `lang` so that screen readers and input methods use the right one; Tab goes
 * from Korean to Japanese before the next field. Korean is the original (required); the others fall back to it on
 * the public site, which the hint says. Longer text than `max` can be typed or pasted (up to twice as long) so that
 * the form's message says it is too long rather than cutting it silently.
 */
export function LocalizedTextFields(props: LocalizedTextFieldsProps) {
  const { id, label, value, onChange, max, errors = {}, multiline = false, koreanRequired = true } = props
  const { shown, reference } = useShownLanguages()
  const korean = value[baseLocale].trim()
  return (
    <LocalizedGroup>
      <legend>{label}</legend>
      <p className="hint">{koreanRequired ? m.admin_localized_fallback_hint() : m.admin_localized_optional_hint()}</p>
      <div className="languages">
        {reference ? (
          <KoreanReference id={referenceId(id)}>
            {korean ? (
              <p lang={baseLocale} className="reference-text-value">
                {korean}
              </p>
            ) : null}
          </KoreanReference>
        ) : null}
        {shown.map((locale) => {
          const fieldId = `${id}-${locale}`
          const error = errors[locale]
          const required = koreanRequired && locale === baseLocale
          const describedBy = [reference ? referenceId(id) : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ')
          const control = {
            id: fieldId,
            name: fieldId,
            lang: locale,
            value: value[locale],
            maxLength: max * 2,
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            onChange: (event: { target: { value: string } }) => onChange({ ...value, [locale]: event.target.value }),
          }
          return (
            <LocaleCell key={locale} locale={locale} id={fieldId} required={required} error={error} labelFor>
              {multiline ? <textarea {...control} rows={4} /> : <input type="text" {...control} />}
            </LocaleCell>
          )
        })}
      </div>
    </LocalizedGroup>
  )
}

/** A translatable field's group: its legend, the hint, the five languages (`data-wide`: wider columns, rich text). */
export const LocalizedGroup = styled.fieldset`
  border: 0;
  margin: 0;
  min-width: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin: 0 0 4px;
    padding: 0;
  }
  .languages {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
    ${media.md} {
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    }
  }
  &[data-wide] .languages {
    ${media.md} {
      grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
    }
  }
  .language {
    align-content: start;
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  label,
  .label {
    font-size: 14px;
  }
  input,
  textarea {
    ${controlLook}
    min-width: 0;
    padding: 10px 12px;
    width: 100%;
  }
  textarea {
    resize: vertical;
  }
  /* The Korean original beside a translation: read, not typed into. */
  .reference-text {
    min-width: 0;
  }
  .reference-text-value {
    background: ${colors.surface};
    border-radius: 4px;
    margin: 0;
    padding: 10px 12px;
    white-space: pre-wrap;
  }
  ${invalidControl}
  ${fieldMessages}
`
