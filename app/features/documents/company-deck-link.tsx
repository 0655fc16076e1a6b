import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { companyDeckFor } from './company-deck'
import { documentQueries } from './documents-queries'

/**
 * The company deck download, wherever it is offered. Its records are prefetched by the root route; a link
 * that cannot be shown (the document API is down) is left out rather than failing the page around it.
 */
export function CompanyDeckLink({ className }: { className?: string }) {
  const locale = getLocale()
  const { data } = useQuery(documentQueries.list(locale))
  const deck = data ? companyDeckFor(data, locale) : undefined
  if (!deck) return null
  return (
    <a href={deck.url} download={deck.fileName} className={className} type={deck.mimeType} data-testid="company-deck-link">
      {m.nav_company_deck()}
    </a>
  )
}
