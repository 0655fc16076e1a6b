import { styled } from '@linaria/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { hiddenInPrint } from '~/components/styles/print'
import { colors } from '~/components/styles/theme'
import { hrefWithLocale, localeAutonyms, rememberLocaleChoice } from '~/i18n/language-switch'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

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
    ${currentInForcedColors}
  }
  ${hiddenInPrint}
`

/**
 * The address exactly as the browser has it, hash included: the router's own copy re-serialises the query
 * (`1e3` would become `1000`, repeated keys an array). The server renders the router's copy.
 */
const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`

function useExactHref(): string {
  const routerHref = useRouterState({ select: (state) => state.location.href })
  const [href, setHref] = useState(routerHref)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the browser's address after every navigation
  useEffect(() => {
    const sync = () => setHref(currentHref())
    sync()
    window.addEventListener('hashchange', sync)
    return () => window.removeEventListener('hashchange', sync)
  }, [routerHref])
  return href
}

/**
 * Plain links, so that switching is a full reload of the same page in the new language (docs/decisions/0001),
 * and it works before scripts load.
 */
export function LanguageSwitcher() {
  const href = useExactHref()
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
              onClick={(event) => {
                rememberLocaleChoice(locale)
                // Read the address at the moment of the click, so nothing the page changed since is lost.
                event.currentTarget.href = hrefWithLocale(currentHref(), locale)
              }}
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
