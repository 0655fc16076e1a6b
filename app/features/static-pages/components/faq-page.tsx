import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { staticPageQueries } from '../static-pages-queries'

const Groups = styled.div`
  max-width: 860px;
  section + section {
    margin-top: 40px;
  }
  h2 {
    color: ${colors.secondary};
    font-size: 20px;
    margin: 0 0 12px;
  }
  details {
    border-bottom: 1px solid ${colors.border};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    list-style-position: outside;
    padding: 16px 4px;
  }
  details p {
    color: ${colors.textMuted};
    line-height: 1.8;
    margin: 0 4px 16px;
  }
`

/** Opens the question the address names (`#faq-entry-12`, where a search result leads), as a reader asked for it. */
function useOpenQuestionOfAddress() {
  const hash = useRouterState({ select: (state) => state.location.hash })
  useEffect(() => {
    const question = hash ? document.getElementById(hash) : null
    if (question instanceof HTMLDetailsElement) question.open = true
  }, [hash])
}

/** Questions grouped by category, in the order staff chose; each answer opens in place (native disclosure, keyboard ready). */
export function FaqPage() {
  const {
    data: { categories, items },
  } = useSuspenseQuery(staticPageQueries.faq(getLocale()))
  useOpenQuestionOfAddress()
  return (
    <article>
      <PageHeading />
      <Groups>
        {items.length === 0 && <EmptyState />}
        {categories.map((category) => {
          const entries = items.filter((item) => item.category === category.key)
          if (!entries.length) return null
          return (
            <section key={category.key} aria-labelledby={`faq-${category.key}`}>
              <h2 id={`faq-${category.key}`}>{category.name}</h2>
              {entries.map((entry) => (
                <details key={entry.id} id={`faq-entry-${entry.id}`}>
                  <summary>{entry.question}</summary>
                  <p>{entry.answer}</p>
                </details>
              ))}
            </section>
          )
        })}
        <p>
          <Link to="/contact">{m.faq_more_questions()}</Link>
        </p>
      </Groups>
    </article>
  )
}
