// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useUiStore } from '~/components/ui/ui-store'
import { documentQueries } from '~/features/documents/documents-queries'
import { HomeHero } from '~/features/home/components/home-hero'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { buttonNamed } from '../../tests/unit/render-in-dom'
import { renderInRouter, shippedSiteConfig } from '../../tests/unit/render-in-router'
import { GlobalVideo } from './global-video'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
beforeAll(() => import('~/components/ui/video-modal'))
afterEach(() => {
  page?.unmount()
  useUiStore.getState().closeVideo()
})

const VIDEO_ID = 'cellactis-film'

/** The play button: its name is its text, after an icon screen readers skip. */
function playButton(): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent === `▶${m.home_video_play()}`)
  if (!button) throw new Error('no play button')
  expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('▶')
  return button
}

/** The dialog by its accessible name (aria-labelledby), open or not. */
function dialogNamed(name: string): HTMLDialogElement | undefined {
  return [...document.querySelectorAll('dialog')].find(
    (dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  )
}

describe.each(locales)('the company film on the home hero (%s)', (locale) => {
  it('opens in a dialog named in the page language, with the film asked for only then, and its close button closes it', async () => {
    overwriteGetLocale(() => locale)
    const base = shippedSiteConfig()
    page = await renderInRouter(
      <>
        <HomeHero />
        <GlobalVideo />
      </>,
      {
        siteConfig: { ...base, company: { ...base.company, videoId: VIDEO_ID } },
        queries: [[documentQueries.list(locale).queryKey, []]],
      },
    )
    expect(document.querySelectorAll('iframe')).toHaveLength(0)

    // The dialog's code loads when it is first opened (already imported here): its arrival renders inside act too.
    await page.act(async () => {
      playButton().click()
      await new Promise((resolve) => setTimeout(resolve))
    })
    const dialog = dialogNamed(m.video_dialog_label())
    expect(dialog?.open).toBe(true)
    expect(dialog?.querySelector('iframe')?.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}\\?`),
    )

    await page.act(() => buttonNamed(m.dialog_close()).click())
    expect(dialogNamed(m.video_dialog_label())).toBeUndefined()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })
})
