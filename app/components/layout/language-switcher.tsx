import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { hrefWithLocale, localeAutonyms, rememberLocaleChoice } from '~/i18n/language-switch'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { colors } from '~/styles/theme'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    border-radius: 4px;
    color: ${colors.thirdSoft};
    display: inline-block;
    font-size: 14px;
    padding: 6px 4px;
    text-decoration: none;
  }
  a:hover {
    color: ${colors.textInverse};
    text-decoration: underline;
  }
  a[aria-current='true'] {
    color: ${colors.textInverse};
    font-weight: 700;
  }
`

/**
 * Plain links, so that switching is a full reload of the same page in the new language (SPEC.md §4),
 * and it works before scripts load.
 */
export function LanguageSwitcher() {
  const href = useRouterState({ select: (state) => state.location.href })
  const current = getLocale()
  return (
    <nav aria-label={m.footer_language()}>
      <List>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={hrefWithLocale(href, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocaleChoice(locale)}
              data-locale={locale}
            >
              {localeAutonyms[locale]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  )
}
