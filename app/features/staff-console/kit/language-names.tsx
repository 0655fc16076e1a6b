import { Fragment } from 'react'
import { localeAutonyms } from '~/i18n/language-switch'
import type { Locale } from '~/i18n/locales'

/** Stands for the language names in a message while it is split around them. */
const NAMES = '\u0000'

/**
 * A console message that names languages by their own names (`Missing in 日本語`): each name in its `lang`, so that a
 * screen reader says it in that language and the browser draws it in that language's font.
 */
export function MessageNamingLanguages({
  message,
  languages,
}: {
  message: (names: string) => string
  languages: readonly Locale[]
}) {
  const [before = '', after = ''] = message(NAMES).split(NAMES)
  return (
    <>
      {before}
      {languages.map((language, index) => (
        <Fragment key={language}>
          {index > 0 ? ', ' : ''}
          <span lang={language}>{localeAutonyms[language]}</span>
        </Fragment>
      ))}
      {after}
    </>
  )
}
