import { styled } from '@linaria/react'
import { Link, useMatches } from '@tanstack/react-router'
import { bareList } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { breadcrumbTrail, type Crumb } from '~/shell/breadcrumb-trail'

const Trail = styled.nav`
  font-size: 14px;
  margin: 0 0 24px;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    ${bareList}
  }
  li + li::before {
    color: ${colors.third};
    content: '/';
    margin-right: 6px;
  }
  a {
    color: ${colors.textMuted};
  }
  [aria-current='page'] {
    color: ${colors.text};
    font-weight: 600;
  }
`

/** The trail of the current page; empty on home, whose trail is only itself. */
export function useCrumbs(): Crumb[] {
  return useMatches({
    select: (matches) => {
      const trail = breadcrumbTrail(matches)
      return trail.length > 1 ? trail : []
    },
  })
}

/** Breadcrumbs on every page but home. */
export function Breadcrumbs() {
  const crumbs = useCrumbs()
  if (crumbs.length === 0) return null
  return (
    <Trail aria-label={m.breadcrumb_label()}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.label}>
              {crumb.to ? (
                <Link to={crumb.to} activeOptions={{ exact: true }}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </Trail>
  )
}
