import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SearchHit } from '~/api/contract/site-search'
import { PRODUCT_PAGE_SIZE } from '~/features/products/product-search'
import { sitePagePaths } from '~/features/static-pages/site-pages'
import { m } from '~/paraglide/messages'

/** The page of its list a product is on (products have no page each); the first page has no `page`. */
export function productListPage(position: number | undefined): number | undefined {
  const page = Math.ceil((position ?? 1) / PRODUCT_PAGE_SIZE)
  return page > 1 ? page : undefined
}

/** The link of a result to where it is read: its own page, its place in a list, or a press item's article. */
export function SearchHitLink({ hit, children }: { hit: SearchHit; children: ReactNode }) {
  const id = String(hit.id)
  switch (hit.type) {
    case 'news':
      return (
        <Link to="/news/$id" params={{ id }}>
          {children}
        </Link>
      )
    case 'patent':
      return (
        <Link to="/research/patent/$id" params={{ id }}>
          {children}
        </Link>
      )
    case 'thesis':
      return (
        <Link to="/research/thesis/$id" params={{ id }}>
          {children}
        </Link>
      )
    case 'press':
      return hit.link ? (
        <a href={hit.link} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
        </a>
      ) : (
        <Link to="/press">{children}</Link>
      )
    case 'material':
    case 'product':
      return (
        <Link
          to={hit.type === 'material' ? '/business/material' : '/business/pb'}
          search={{ page: productListPage(hit.position) }}
          hash={`product-${id}`}
        >
          {children}
        </Link>
      )
    case 'faq':
      return (
        <Link to="/faq" hash={`faq-entry-${id}`}>
          {children}
        </Link>
      )
    case 'page':
      return <Link to={hit.pageName ? sitePagePaths[hit.pageName] : '/'}>{children}</Link>
    case 'pharmacy':
      return (
        <Link to="/business/pharmacy" search={{ query: hit.finderQuery }}>
          {children}
        </Link>
      )
  }
}
