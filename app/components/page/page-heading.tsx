import { styled } from '@linaria/react'
import { useMatches } from '@tanstack/react-router'
import { colors } from '~/components/styles/theme'
import { pageMatch, pageName } from './page-name'

const Heading = styled.h1`
  color: ${colors.secondary};
  font-size: clamp(28px, 4vw, 40px);
  margin: 0 0 24px;
`

/** The page's h1: its breadcrumb name, so title, breadcrumb and heading always agree. */
export function PageHeading() {
  const name = useMatches({ select: (matches) => pageName(pageMatch(matches)) })
  return <Heading>{name}</Heading>
}
