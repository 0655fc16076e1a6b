import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import { PageHeading } from '~/components/page/page-heading'
import { RichText } from '~/components/page/rich-text'
import { colors } from '~/components/styles/theme'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
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
  h2 {
    color: ${colors.secondary};
    font-size: 21px;
    margin: 32px 0 12px;
  }
  p,
  li {
    line-height: 1.8;
  }
  ul {
    padding-left: 20px;
  }
`

/** A long-form page (vision, research, showroom, terms, privacy): lead, then the body staff wrote (rich text). */
export function DocumentPage({ name }: { name: SitePageName }) {
  const locale = getLocale()
  const { data: page } = useSuspenseQuery(staticPageQueries.page(locale, name))
  return (
    <article>
      <PageHeading />
      <Body>
        <p className="lead">{page.lead}</p>
        {page.effectiveDate ? (
          <p className="effective">{m.effective_date({ date: formatDate(page.effectiveDate, locale) })}</p>
        ) : null}
        <RichText document={page.body} />
      </Body>
    </article>
  )
}
