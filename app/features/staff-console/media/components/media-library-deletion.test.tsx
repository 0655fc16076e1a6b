// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MediaItem } from '~/api/contract/media-endpoints'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import { renderInDom } from '../../../../../tests/unit/render-in-dom'
import type { HandedDeletion } from '../../kit/deletion-hand-off'
import { mediaListQuery } from '../media-queries'
import { mediaQueryOf } from '../media-search'
import { MediaLibrary } from './media-library'

// The library as the router hands it back from a deletion: the history's state is read, links are plain links.
const handed: { deleted?: HandedDeletion } = {}
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) => select({ location: { state: handed } }),
  useNavigate: () => () => Promise.resolve(),
  useRouter: () => ({ navigate: () => Promise.resolve(), state: { location: { search: {} } } }),
  Link: ({ children, id }: { children: ReactNode; id?: string }) => (
    <a id={id} href="/admin/media/x">
      {children}
    </a>
  ),
}))

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => {
  page?.unmount()
  delete handed.deleted
})

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

async function showLibrary(items: MediaItem[]) {
  const address = { section: 'media', view: 'list', search: {} } as const
  const queryClient = new QueryClient()
  const query = mediaListQuery(mediaQueryOf(address.search))
  queryClient.setQueryData(query.queryKey, { items, page: 1, size: 24, total: items.length })
  page = await renderInDom(<MediaLibrary address={address as never} />, queryClient)
}

describe('the media library back from deleting an image', () => {
  it('says which image was deleted and takes the focus to the image that followed it', async () => {
    handed.deleted = { name: 'lab.png', nextRowId: '3' }
    await showLibrary([image(1, 'logo.png'), image(3, 'factory.png')])
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      m.admin_list_deleted({ name: 'lab.png', nameJosa: josaAfter('lab.png', '을/를') }, { locale: 'ko-KR' }),
    )
    expect(document.activeElement?.textContent).toContain('factory.png')
  })

  it('takes the focus to what it says when no image followed the deleted one', async () => {
    handed.deleted = { name: 'lab.png' }
    await showLibrary([image(1, 'logo.png')])
    expect(document.activeElement?.getAttribute('role')).toBe('status')
  })
})
