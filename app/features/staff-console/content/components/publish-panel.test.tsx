// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { renderInDom } from '../../../../../tests/unit/render-in-dom'
import type { Publication } from '../use-publication'
import { PublishPanel } from './publish-panel'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

const publication = {
  action: { refusal: undefined, pending: false, alertRef: { current: null } },
  publish: async () => undefined,
  unpublish: () => undefined,
  live: true,
  preview: undefined,
  revokePreviews: undefined,
} as unknown as Publication

describe('the publication’s times (the Terms’ effective date among them)', () => {
  it('are one tab stop each, typed in a format their hint gives, and show a scheduled moment in it', async () => {
    page = await renderInDom(
      <PublishPanel
        publication={publication}
        state={{ state: 'scheduled', version: 2, publishAt: '2026-03-02T00:30:00.000Z', unpublishAt: null } as never}
        onReload={() => undefined}
      />,
    )
    const publishAt = document.getElementById('item-publish-at') as HTMLInputElement
    const unpublishAt = document.getElementById('item-unpublish-at') as HTMLInputElement
    // A datetime-local is a tab stop per segment (seven in Chromium); a text field is one.
    expect([publishAt.type, unpublishAt.type]).toEqual(['text', 'text'])
    expect(publishAt.value).toBe('2026-03-02 09:30')
    const hint = document.getElementById(publishAt.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toContain(m.admin_post_time_format())
    expect(hint?.textContent).toContain(m.admin_post_time_zone())
  })
})
