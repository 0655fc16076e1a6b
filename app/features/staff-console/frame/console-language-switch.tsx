import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { hiddenInPrint } from '~/components/styles/print'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { consoleLocales } from '~/i18n/console-locales'
import { hrefWithLocale, localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

const Switch = styled.ul`
  display: flex;
  gap: 4px;
  ${bareList}
  a {
    border-radius: 6px;
    color: ${colors.textInverse};
    display: inline-block;
    font-size: 14px;
    min-height: 44px;
    padding: 12px 8px;
  }
  a[aria-current='true'] {
    font-weight: 700;
    text-decoration: none;
    ${currentInForcedColors}
  }
  ${hiddenInPrint}
`

/**
 * Korean or English: a link to the same address in the other language, which reloads the page (a page's language is
 * fixed for its life, decision 11). The server keeps the choice, as it answers that page, in the console's cookie, on
 * the sign-in page as inside (decision 114).
 */
export function ConsoleLanguageSwitch() {
  const href = useRouterState({ select: (state) => state.location.href })
  const current = getLocale()
  return (
    <Switch aria-label={m.admin_language_label()}>
      {consoleLocales.map((locale) => (
        <li key={locale}>
          <a
            href={hrefWithLocale(href, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {localeAutonyms[locale]}
          </a>
        </li>
      ))}
    </Switch>
  )
}
