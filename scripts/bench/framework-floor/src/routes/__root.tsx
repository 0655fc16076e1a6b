import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Link, Outlet, Scripts } from '@tanstack/react-router'
import { locales } from '../../../../../project.inlang/settings.json'
import { SectionLink } from '../section-link'

/**
 * The frame of the floor's page: about as many router links as the site's header and footer (53 in all with the list's),
 * and nothing else the site's frame does (no translations, no styles, no security headers).
 */
const sections = ['company', 'business', 'research', 'news', 'press', 'contact', 'faq', 'terms', 'privacy']
const submenu = [
  'intro',
  'vision',
  'history',
  'contactUS',
  'pb',
  'material',
  'pharmacy',
  'patent',
  'thesis',
  'lab',
  'events',
  'careers',
  'ir',
  'sitemap',
]

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'Floor' }] }),
  component: RootDocument,
})

function RootDocument() {
  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        <header>
          <nav>
            {sections.map((section) => (
              <SectionLink key={section} section={section}>
                {section}
              </SectionLink>
            ))}
            {locales.map((lang) => (
              <Link key={lang} to="/" search={{ lang }}>
                {lang}
              </Link>
            ))}
            <ul>
              {submenu.map((section) => (
                <li key={section}>
                  <SectionLink section={section}>{section}</SectionLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <Outlet />
        <footer>
          {sections.map((section) => (
            <SectionLink key={section} section={section}>
              {section}
            </SectionLink>
          ))}
        </footer>
        <Scripts />
      </body>
    </html>
  )
}
