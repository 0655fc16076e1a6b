import Image, { type ImageOptions } from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { TableKit } from '@tiptap/extension-table'
import { ReactNodeViewRenderer } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import * as v from 'valibot'
import { safeHref } from '~/api/contract/rich-text'
import { baseLocale, type Locale } from '~/i18n/locales'
import { LibraryImageView } from './library-image-view'

/**
 * An image of the media library: stored as `{ mediaId }` only; `src` and `alt` are the editor's display of it (never
 * saved: the public page takes them from the library, in the reader's language), which LibraryImageView reads from the
 * library in the editor's language. Only an image that names a library item is taken from a paste: any other `<img>`
 * is dropped.
 */
const LibraryImage = Image.extend<ImageOptions & { locale: Locale }>({
  addOptions() {
    return { ...(this.parent?.() as ImageOptions), locale: baseLocale }
  },
  addNodeView() {
    return ReactNodeViewRenderer(LibraryImageView)
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (element: HTMLElement) => Number(element.getAttribute('data-media-id')) || null,
        renderHTML: (attributes: { mediaId?: number | null }) =>
          attributes.mediaId ? { 'data-media-id': String(attributes.mediaId) } : {},
      },
    }
  },
  parseHTML() {
    return [{ tag: 'img[data-media-id]' }]
  },
})

/**
 * Only what the contract takes: headings 2-4, lists, quotes, rules, links, bold and italic, tables, library images
 * (shown with their alt text in `locale`, the editor's language).
 */
export const extensionsFor = (locale: Locale) => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: [],
    defaultProtocol: 'https',
    isAllowedUri: (url) => v.is(safeHref, url),
    shouldAutoLink: (url) => v.is(safeHref, url),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
  }),
  LibraryImage.configure({ inline: false, allowBase64: false, locale }),
  TableKit.configure({ table: { resizable: false } }),
]
