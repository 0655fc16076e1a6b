import { styled } from '@linaria/react'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { localeAutonyms } from '~/i18n/language-switch'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'

const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  ${bareList}
  li {
    border: 1px solid ${colors.warning};
    border-radius: 4px;
    color: ${colors.warning};
    font-size: 13px;
    padding: 0 6px;
  }
`

/** The languages an item still lacks, each by its own name (none: all five written). */
export function MissingLocales({ missing }: { missing: readonly Locale[] }) {
  if (missing.length === 0) return <span>{m.admin_post_all_languages()}</span>
  return (
    <Missing aria-label={m.admin_post_missing_label()}>
      {missing.map((locale) => (
        <li key={locale} lang={locale}>
          {localeAutonyms[locale]}
        </li>
      ))}
    </Missing>
  )
}

interface MissingLocaleSelectProps {
  id: string
  label: string
  /** '' for every item, else a language. */
  value: string
  onChange: (value: string) => void
  /** An option's text for a language (`Missing in English`). */
  optionLabel?: (language: string) => string
}

/** A list's filter: every item, or those lacking a language (each named in its own language). */
export function MissingLocaleSelect({
  id,
  label,
  value,
  onChange,
  optionLabel = (language) => m.admin_post_missing_in({ language }),
}: MissingLocaleSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{m.admin_filter_all()}</option>
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {optionLabel(localeAutonyms[locale])}
          </option>
        ))}
      </select>
    </>
  )
}
