import { styled } from '@linaria/react'
import type { MediaItem } from '~/api/contract/media-endpoints'
import { type FocalPoint, shareCrop, shareObjectPosition } from '~/api/contract/share-crop'
import { colors, media } from '~/components/styles/theme'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { fileUrlNear } from '../../../media/media-image'

/** About what a search engine shows of a title (60 characters) before it cuts it. */
const SEARCH_TITLE_SHOWN = 60

const Previews = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h3 {
    font-size: 14px;
    margin: 0 0 6px;
  }
  .search {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 8px;
    font-family: Arial, sans-serif;
    padding: 12px 16px;
  }
  .address {
    color: ${colors.textMuted};
    font-size: 13px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .search .title {
    color: ${colors.info};
    font-size: 19px;
    line-height: 1.3;
    margin: 4px 0;
  }
  .search .description {
    color: ${colors.textMuted};
    font-size: 14px;
    line-height: 1.5;
    margin: 0;
  }
  .noindex {
    color: ${colors.warning};
    font-size: 14px;
    margin: 8px 0 0;
  }
  .card {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 8px;
    max-width: 520px;
    overflow: hidden;
  }
  .card .frame {
    aspect-ratio: 1200 / 630;
    background: ${colors.surface};
    color: ${colors.textMuted};
    display: grid;
    place-items: center;
    width: 100%;
  }
  .card img {
    display: block;
    height: 100%;
    object-fit: cover;
    width: 100%;
  }
  .card .text {
    border-top: 1px solid ${colors.border};
    display: grid;
    gap: 2px;
    padding: 10px 12px;
  }
  .card .title {
    font-weight: 700;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .card .description {
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    color: ${colors.textMuted};
    display: -webkit-box;
    font-size: 14px;
    margin: 0;
    overflow: hidden;
  }
`

export interface SeoPreviewProps {
  /** The language previewed (the form's), for `lang`. */
  locale: Locale
  /** The title and description search engines and the card get: what staff wrote, else what the page derives. */
  title: string
  description: string
  /** The site's host and the page's place on it, as a search result writes its address. */
  address: string
  host: string
  image: { item: Pick<MediaItem, 'files' | 'width' | 'height'>; focus: FocalPoint } | undefined
  noindex: boolean
}

/** The share card's picture as the server cuts it: the same crop, drawn with `object-fit` and `object-position`. */
function CardImage({ image }: { image: NonNullable<SeoPreviewProps['image']> }) {
  const position = shareObjectPosition(shareCrop(image.item, image.focus))
  return (
    <img
      src={fileUrlNear(image.item, 1280)}
      alt=""
      width={1200}
      height={630}
      style={{ objectPosition: position }}
      data-testid="seo-card-image"
      data-object-position={position}
    />
  )
}

/**
 * What the item will look like before it is published, from the draft: a search result (title, address, description,
 * cut as a search engine cuts them) and the card a shared link makes (the image cut at its focal point, title,
 * description, domain).
 */
export function SeoPreviews({ locale, title, description, address, host, image, noindex }: SeoPreviewProps) {
  return (
    <Previews>
      <section aria-labelledby="seo-preview-search">
        <h3 id="seo-preview-search">{m.admin_seo_preview_search()}</h3>
        <div className="search" lang={locale} data-testid="seo-search-preview">
          <p className="address">{address}</p>
          <p className="title">{descriptionExcerpt(title, SEARCH_TITLE_SHOWN)}</p>
          <p className="description">{descriptionExcerpt(description)}</p>
        </div>
        {noindex ? <p className="noindex">{m.admin_seo_preview_noindex()}</p> : null}
      </section>
      <section aria-labelledby="seo-preview-share">
        <h3 id="seo-preview-share">{m.admin_seo_preview_share()}</h3>
        <div className="card" lang={locale} data-testid="seo-share-preview">
          <div className="frame">{image ? <CardImage image={image} /> : <span>{m.admin_seo_no_image()}</span>}</div>
          <div className="text">
            <p className="address">{host}</p>
            <p className="title">{title}</p>
            <p className="description">{description}</p>
          </div>
        </div>
      </section>
    </Previews>
  )
}
