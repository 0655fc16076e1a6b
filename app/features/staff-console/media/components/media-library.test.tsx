// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../../tests/unit/render-in-router'
import { mediaListQuery } from '../media-queries'
import { mediaQueryOf } from '../media-search'
import { MediaLibrary } from './media-library'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

/** The library at an address, its list answered empty. */
async function openEmptyLibrary(search: Record<string, string>) {
  overwriteGetLocale(() => 'en-US')
  const address = { section: 'media', view: 'list', search } as const
  page = await renderInRouter(<MediaLibrary address={address as never} />, {
    path: '/admin/media',
    queries: [[mediaListQuery(mediaQueryOf(search as never)).queryKey, { items: [], total: 0 }]],
  })
}

describe('the media library, empty', () => {
  it('says there is no image yet, and never that nothing matches', async () => {
    await openEmptyLibrary({})
    expect(document.body.textContent).toContain(m.admin_media_none())
    expect(document.body.textContent).not.toContain(m.admin_media_empty())
    expect(document.querySelector('[data-testid="media-grid"]')).toBeNull()
  })

  it('says that nothing matches a search that finds none', async () => {
    await openEmptyLibrary({ q: 'no-such-image' })
    expect(document.body.textContent).toContain(m.admin_media_empty())
    expect(document.body.textContent).not.toContain(m.admin_media_none())
  })
})
