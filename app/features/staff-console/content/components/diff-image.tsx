import { useQuery } from '@tanstack/react-query'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { fileUrlNear } from '../../media/media-image'
import { mediaDetailQuery } from '../../media/media-queries'

/** About as wide as a comparison shows an image. */
const DIFF_IMAGE_WIDTH = 160

/**
 * A library image a version of a document gained or lost, as a comparison shows it: small, with its alt text (in the
 * console's language, else Korean) written beside it; one deleted from the library since, by its number.
 */
export function DiffImage({ mediaId }: { mediaId: number }) {
  const { data, isError } = useQuery({ ...mediaDetailQuery(mediaId), staleTime: 5 * 60_000 })
  const item = data?.item
  if (!item)
    return <span className="diff-image">{isError ? m.admin_post_diff_image_gone({ id: mediaId }) : m.admin_loading()}</span>
  const alt = item.alt[getLocale()] ?? item.alt[baseLocale] ?? ''
  return (
    <span className="diff-image">
      {/* Its alt text is written beside it: the image itself says nothing more. */}
      <img src={fileUrlNear(item, DIFF_IMAGE_WIDTH)} alt="" width={item.width} height={item.height} loading="lazy" />
      <span>{m.admin_post_diff_image({ alt })}</span>
    </span>
  )
}
