import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Product, SpecSheet } from '~/api/contract/products'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { RichText } from '~/components/page/rich-text'
import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'
import { formatFileSize } from '~/i18n/file-size-format'
import { formatNumber } from '~/i18n/format'
import { localeAutonyms } from '~/i18n/language-switch'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { PRODUCT_PAGE_SIZE } from '../product-search'
import { productQueries } from '../products-queries'

const Grid = styled.ul`
  display: grid;
  gap: 24px;
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Card = styled.article`
  border: 1px solid ${colors.border};
  border-radius: 12px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 28px;
  h2 {
    font-size: 20px;
    margin: 0;
  }
  .summary {
    color: ${colors.textMuted};
    margin: 0;
  }
  .description summary {
    color: ${colors.secondary};
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    padding: 10px 0;
  }
  .badge {
    align-self: flex-start;
    background: ${colors.thirdSoft};
    border-radius: 4px;
    color: ${colors.secondary};
    font-size: 13px;
    padding: 2px 8px;
  }
  dl {
    display: grid;
    font-size: 14px;
    gap: 6px 16px;
    grid-template-columns: minmax(0, 8em) minmax(0, 1fr);
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
  .action .file {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  .action {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin-top: auto;
  }
`

/** A material's specification sheet: a PDF download, with its language and size (the reader's language may lack one). */
function SpecSheetLink({ sheet }: { sheet: SpecSheet }) {
  return (
    <a href={sheet.url} download={sheet.fileName} hrefLang={sheet.locale} type="application/pdf">
      {m.product_spec_sheet()}{' '}
      <span className="file">
        (PDF · {localeAutonyms[sheet.locale]} · {formatFileSize(sheet.bytes, getLocale())})
      </span>
    </a>
  )
}

function ProductCard({ product }: { product: Product }) {
  // Its id is where a search result leads (a product has no page of its own).
  return (
    <Card id={`product-${product.id}`}>
      <h2>{product.name}</h2>
      {product.active ? null : <span className="badge">{m.product_discontinued()}</span>}
      <p className="summary">{product.summary}</p>
      {product.description.doc.content.length === 0 ? null : (
        <details className="description">
          <summary>{m.product_details()}</summary>
          <RichText document={product.description} outlineLevel={3} sizes="(min-width: 992px) 460px, 100vw" />
        </details>
      )}
      {product.specs.length ? (
        <dl aria-label={m.product_specs()}>
          {product.specs.map((spec) => (
            <div key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="action">
        {product.type === 'material' ? (
          <>
            <Link to="/contact">{m.material_inquiry()}</Link>
            {product.active ? (
              <Link to="/sample" search={{ product: product.id }}>
                {m.nav_sample()}
              </Link>
            ) : null}
            {product.specSheet ? <SpecSheetLink sheet={product.specSheet} /> : null}
          </>
        ) : product.pharmacyCount > 0 && product.active ? (
          <Link to="/business/pharmacy" search={{ product: product.id }}>
            {m.product_where_to_buy({ count: formatNumber(product.pharmacyCount) })}
          </Link>
        ) : null}
      </p>
    </Card>
  )
}

/** Raw materials or own products, a page at a time. */
export function ProductListPage({ type, page }: { type: 'material' | 'pb'; page: number }) {
  const locale = getLocale()
  const query = { page, size: PRODUCT_PAGE_SIZE }
  const { data } = useSuspenseQuery(
    type === 'material' ? productQueries.materialPage(locale, query) : productQueries.ownProductPage(locale, query),
  )
  return (
    <article>
      <PageHeading />
      {data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <Grid>
          {data.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </Grid>
      )}
      <Pagination page={data.page} size={data.size} total={data.total} />
    </article>
  )
}
