import { styled } from '@linaria/react'
import { Fieldset } from '~/components/form/form.styles'
import { colors } from '~/components/styles/theme'
import { localeAutonyms } from '~/i18n/language-switch'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import type { LanguageProgress } from '../language-progress'

/**
 * The language an item's form edits (decision 79): one radio a language, named in that language with how much of it
 * is written and whether a problem waits in it. Radios, not tabs: the fields of one language are spread through the
 * form, not one panel; one tab stop, the arrow keys choose.
 */
export function LanguageSwitcher({
  language,
  progress,
  onChoose,
}: {
  language: Locale
  progress: Record<Locale, LanguageProgress>
  onChoose: (locale: Locale) => void
}) {
  return (
    <Switcher aria-describedby="editing-language-hint">
      <legend>{m.admin_editing_language()}</legend>
      <div className="choices">
        {locales.map((locale) => {
          const { written, expected, problem } = progress[locale]
          const complete = expected > 0 && written === expected
          return (
            <label key={locale} data-problem={problem ? '' : undefined}>
              <input
                type="radio"
                name="editing-language"
                value={locale}
                checked={language === locale}
                onChange={() => onChoose(locale)}
              />
              <span lang={locale}>{localeAutonyms[locale]}</span>
              <span className="progress" aria-hidden="true">
                {problem ? '! ' : complete ? '✓ ' : ''}
                {written}/{expected}
              </span>
              <span className="visually-hidden">
                {m.admin_editing_language_written({ written: String(written), expected: String(expected) })}
                {problem ? `, ${m.admin_editing_language_problem()}` : ''}
              </span>
            </label>
          )
        })}
      </div>
      <p className="hint" id="editing-language-hint">
        {m.admin_editing_language_hint()}
      </p>
    </Switcher>
  )
}

/** The form's choice pills (Fieldset), with each language's progress beside its name. */
const Switcher = styled(Fieldset)`
  .choices label {
    min-height: 40px;
    padding: 6px 12px;
  }
  .choices label:has(input:checked) {
    font-weight: 600;
  }
  .choices label:has(input:focus-visible) {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  .progress {
    color: ${colors.textMuted};
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
  label[data-problem] .progress {
    color: ${colors.error};
    font-weight: 700;
  }
  .hint {
    margin: 6px 0 0;
  }
`
