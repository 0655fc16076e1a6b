import type { PublicSeo } from '~/api/contract/seo-fields'

type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string }

/** What an item's page knows of how it should appear in search results and shared links (decision 89). */
export interface ShareHeadInput {
  seo: PublicSeo | undefined
  noindex: boolean | undefined
  /** The public origin: Open Graph wants the image's whole address. */
  siteUrl: string
}

/**
 * The head tags an item's own search and sharing fields set. Each replaces the root's derived tag of the same name
 * (the deepest route's wins), so whatever staff left empty stays as derived: the title from the breadcrumb, the
 * description from the item's text, the `summary` card without an image, indexed.
 */
export function shareHeadMeta({ seo, noindex, siteUrl }: ShareHeadInput): HeadMeta[] {
  const meta: HeadMeta[] = []
  if (seo?.title) {
    meta.push({ title: seo.title }, { property: 'og:title', content: seo.title }, { name: 'twitter:title', content: seo.title })
  }
  if (seo?.description) {
    meta.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
      { name: 'twitter:description', content: seo.description },
    )
  }
  if (seo?.image) {
    const url = new URL(seo.image.url, siteUrl).href
    meta.push(
      { property: 'og:image', content: url },
      { property: 'og:image:width', content: String(seo.image.width) },
      { property: 'og:image:height', content: String(seo.image.height) },
      { property: 'og:image:alt', content: seo.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: url },
      { name: 'twitter:image:alt', content: seo.image.alt },
    )
  }
  if (noindex) meta.push({ name: 'robots', content: 'noindex' })
  return meta
}
