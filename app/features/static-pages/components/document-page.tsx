import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { StaticDocumentName } from '../static-document'
import { staticPageQueries } from '../static-pages-queries'

const Body = styled.div`
  max-width: 820px;
  .lead {
    color: ${colors.textMuted};
    font-size: 18px;
    margin: 0 0 32px;
  }
  .effective {
    color: ${colors.third};
    font-size: 14px;
  }
  section + section {
    margin-top: 32px;
  }
  h2 {
    color: ${colors.secondary};
    font-size: 21px;
    margin: 0 0 12px;
  }
  p,
  li {
    line-height: 1.8;
  }
  ul {
    padding-left: 20px;
  }
`

/** A long-form page (vision, research, showroom, terms, privacy): lead, then headed sections. */
export function DocumentPage({ name }: { name: StaticDocumentName }) {
  const locale = getLocale()
  const { data: document } = useSuspenseQuery(staticPageQueries.document(locale, name))
  return (
    <article>
      <PageHeading />
      <Body>
        <p className="lead">{document.lead}</p>
        {document.effectiveDate ? (
          <p className="effective">{m.effective_date({ date: formatDate(document.effectiveDate, locale) })}</p>
        ) : null}
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
            {section.items.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item.slice(0, 48)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Body>
    </article>
  )
}
