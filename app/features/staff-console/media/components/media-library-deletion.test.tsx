// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { MediaItem } from '~/api/contract/media-endpoints'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { renderInRouter } from '../../../../../tests/unit/render-in-router'
import type { ViewAddress } from '../../address/console-addresses'
import type { HandedDeletion } from '../../kit/deletion-hand-off'
import { mediaListQuery } from '../media-queries'
import { mediaQueryOf } from '../media-search'
import { MediaLibrary } from './media-library'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

const image = (id: number, name: string): MediaItem => ({
  id,
  originalName: name,
  width: 1200,
  height: 800,
  files: (['avif', 'webp', 'jpeg'] as const).map((format) => ({
    format,
    width: 640,
    name: `${id}-640.${format}`,
    url: `/media/${id}-640.${format}`,
    bytes: 1000,
  })),
  alt: { 'ko-KR': `${name} 설명` },
  missingLocales: [],
  usable: true,
  version: 1,
  createdAt: '2026-11-29T00:00:00.000Z',
  createdBy: null,
})

/** The library's first page as the router hands it back from a deletion (its history state), the list in the cache. */
async function showLibrary(items: MediaItem[], deleted: HandedDeletion) {
  const address = { section: 'media', view: 'list', search: {} } as const satisfies ViewAddress<'media', 'list'>
  const list = mediaListQuery(mediaQueryOf(address.search)).queryKey
  page = await renderInRouter(<MediaLibrary address={address} />, {
    path: '/admin/media',
    historyState: { deleted },
    queries: [[list, { items, page: 1, size: 24, total: items.length }]],
  })
}

describe('the media library back from deleting an image', () => {
  it('says which image was deleted and takes the focus to the image that followed it', async () => {
    await showLibrary([image(1, 'logo.png'), image(3, 'factory.png')], { name: 'lab.png', nextRowId: '3' })
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      m.admin_list_deleted({ name: 'lab.png', nameJosa: josaAfter('lab.png', '을/를') }, { locale: 'ko-KR' }),
    )
    expect(document.activeElement?.textContent).toContain('factory.png')
  })

  it('takes the focus to what it says when no image followed the deleted one', async () => {
    await showLibrary([image(1, 'logo.png')], { name: 'lab.png' })
    expect(document.activeElement?.getAttribute('role')).toBe('status')
  })
})
