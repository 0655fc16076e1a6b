import type { MediaItem } from '~/api/contract/media-endpoints'
import { fileUrlNear, srcSetOf } from '../media-image'

interface MediaThumbnailProps {
  item: Pick<MediaItem, 'files' | 'width' | 'height'>
  /** The text for screen readers: the alt text, or empty where the name next to it says it all. */
  alt: string
  sizes: string
}

/** The image at the size the console shows it: AVIF or WebP where the browser takes them, JPEG else; its space kept. */
export function MediaThumbnail({ item, alt, sizes }: MediaThumbnailProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(item, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(item, 'webp')} sizes={sizes} />
      <img
        src={fileUrlNear(item, 640, 'jpeg')}
        srcSet={srcSetOf(item, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
