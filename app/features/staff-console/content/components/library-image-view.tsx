import { useQuery } from '@tanstack/react-query'
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react'
import { baseLocale, type Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { fileUrlNear } from '../../media/media-image'
import { mediaDetailQuery } from '../../media/media-queries'

/** About as wide as the editor shows an image (the picker's choice too). */
const EDITOR_IMAGE_WIDTH = 960

/**
 * A library image in the editor. A document read from the server names its images by `mediaId` only (the contract
 * keeps nothing else), so the file, its size and the alt text in the editor's language are the library's, read here;
 * an image just picked shows at once what the picker gave until then.
 */
export function LibraryImageView({ node, extension }: ReactNodeViewProps) {
  const mediaId = Number(node.attrs.mediaId) || 0
  const locale = (extension.options as { locale: Locale }).locale
  const { data, isError } = useQuery({ ...mediaDetailQuery(mediaId), enabled: mediaId > 0, staleTime: 5 * 60_000 })
  const item = data?.item
  const src = item ? fileUrlNear(item, EDITOR_IMAGE_WIDTH) : ((node.attrs.src as string | null) ?? '')
  const alt = item ? (item.alt[locale] ?? item.alt[baseLocale] ?? '') : ((node.attrs.alt as string | null) ?? '')
  return (
    <NodeViewWrapper data-drag-handle="">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={item?.width}
          height={item?.height}
          data-media-id={mediaId || undefined}
          draggable={false}
        />
      ) : isError ? (
        // Deleted from the library since: public pages leave it out; the editor says so where it was.
        <span className="image-pending" data-media-id={mediaId || undefined}>
          {m.admin_editor_image_missing()}
        </span>
      ) : (
        <span className="image-pending" data-media-id={mediaId || undefined} role="img" aria-label={alt} />
      )}
    </NodeViewWrapper>
  )
}
