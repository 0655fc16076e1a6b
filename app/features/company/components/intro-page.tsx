import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { companyQueries } from '../company-queries'

const Lead = styled.p`
  color: ${colors.textMuted};
  font-size: 18px;
  line-height: 1.8;
  margin: 0 0 48px;
  max-width: 820px;
`

const People = styled.ul`
  display: grid;
  gap: 24px;
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    border: 1px solid ${colors.border};
    border-radius: 12px;
    padding: 24px;
  }
  h3 {
    font-size: 18px;
    margin: 0;
  }
  .role {
    color: ${colors.primary};
    font-weight: 600;
    margin: 4px 0 12px;
  }
  .bio {
    color: ${colors.textMuted};
    margin: 0;
  }
`

/** About the company, with its people. */
export function IntroPage() {
  const { data: people } = useSuspenseQuery(companyQueries.people(getLocale()))
  return (
    <article>
      <PageHeading />
      <Lead>{m.company_intro_lead()}</Lead>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">{m.people_heading()}</h2>
        {people.length ? (
          <People>
            {people.map((person) => (
              <li key={person.id}>
                <h3>{person.name}</h3>
                <p className="role">{person.role}</p>
                <p className="bio">{person.bio}</p>
              </li>
            ))}
          </People>
        ) : (
          <EmptyState />
        )}
      </section>
    </article>
  )
}
