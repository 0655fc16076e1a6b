// @vitest-environment happy-dom
import type { ErrorComponentProps } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { renderInRouter } from '../../../tests/unit/render-in-router'
import { ErrorPage } from './error-page'

// The response's status is the server render's business (error-response-status.ts); the browser sets none.
vi.mock('./error-response-status', () => ({ setErrorResponseStatus: () => {} }))

let online = false
let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
const reload = vi.fn()
const realLocation = window.location

beforeEach(() => {
  online = false
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } })
})
afterEach(() => {
  page?.unmount()
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation })
  reload.mockClear()
})

/** The error page of a page whose loading failed with `error`, in a router whose reloads of the data are counted. */
async function showError(error: Error) {
  page = await renderInRouter(<ErrorPage {...({ error, reset: () => {} } as ErrorComponentProps)} />)
  return vi.spyOn(page.router, 'invalidate').mockResolvedValue()
}

async function connectionReturns() {
  online = true
  await page?.act(() => window.dispatchEvent(new Event('online')))
}

const shown = () => document.querySelector('h1')?.textContent

describe('the error page of a link followed offline', () => {
  // Chromium's, Firefox's and Safari's words for a page's script that did not come, and Vite's for its stylesheet.
  for (const message of [
    'Failed to fetch dynamically imported module: http://localhost/assets/faq.js',
    'error loading dynamically imported module: http://localhost/assets/faq.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/faq.css',
  ]) {
    it(`says the visitor is offline, then loads the page afresh once the connection returns: "${message}"`, async () => {
      const invalidate = await showError(new Error(message))
      expect(shown()).toBe(m.error_offline())
      await connectionReturns()
      // The code that failed is not asked of the router again (it keeps the failure): the page is loaded afresh.
      expect(reload).toHaveBeenCalledTimes(1)
      expect(invalidate).not.toHaveBeenCalled()
      expect(shown()).not.toBe(m.error_status({ status: '500' }))
    })
  }

  it('loads the data again once the connection returns, when what failed was the data', async () => {
    const invalidate = await showError(new TypeError('Failed to fetch'))
    expect(shown()).toBe(m.error_offline())
    await connectionReturns()
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
  })
})
