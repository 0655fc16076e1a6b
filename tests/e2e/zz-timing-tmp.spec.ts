import { test } from '@playwright/test'
test('timing', async ({ page }) => {
  page.on('requestfinished', (r) => { const t = r.timing(); if (t.responseEnd > 300) console.log(Math.round(t.responseEnd), r.url().slice(0, 120)) })
  let t = Date.now()
  await page.goto('/news?lang=en-US', { waitUntil: 'commit' }); console.log('commit', Date.now() - t)
  await page.waitForLoadState('domcontentloaded'); console.log('dcl', Date.now() - t)
  await page.waitForLoadState('load'); console.log('load', Date.now() - t)
  await page.waitForFunction(() => { const h = document.querySelector('[data-testid="site-header"]'); return !!h && Object.keys(h).some((k) => k.startsWith('__reactFiber')) }); console.log('hydrated', Date.now() - t)
  t = Date.now()
  await page.goto('/news?lang=ko-KR'); console.log('second load', Date.now() - t)
})
