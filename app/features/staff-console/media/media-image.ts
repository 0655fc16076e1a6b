import type { MediaItem } from '~/api/contract/media-endpoints'

type Format = MediaItem['files'][number]['format']

/** A `srcset` of one format's files (narrowest first). */
export function srcSetOf(item: Pick<MediaItem, 'files'>, format: Format): string {
  return item.files
    .filter((file) => file.format === format)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ')
}

/** One address of the image about `width` wide (the widest not over it, else the narrowest): for the editor's copy. */
export function fileUrlNear(item: Pick<MediaItem, 'files'>, width: number, format: Format = 'webp'): string {
  const files = item.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width)
  const fitting = files.filter((file) => file.width <= width)
  return (fitting.at(-1) ?? files[0])?.url ?? ''
}
