import { randomInt } from 'node:crypto'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * Issue 40 §3's redirects, worked by an editor in the English console on the production build: an address the site
 * did not know is redirected at once after a save, before anything else answers it; one of the site's own pages, in
 * another spelling, is refused with the page it is (issue 65 §1); a chain is refused with its reason; a news article's
 * page no longer public is redirected after the form asks, 302 first (issue 66 §3); the hit is counted; a CSV of the
 * previous site's addresses is checked, imported and answered.
 */
const locale = 'en-US'
const t = (key: string) => msg(locale, key)

test('an editor redirects old addresses one by one and from a CSV; visitors are sent on and counted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  // The previous site's address: until the redirect exists, the site only adds its language to it (and finds nothing).
  const oldAddress = `/old-site-${tag}/company.php?id=7`
  const before = await request.get(oldAddress, { maxRedirects: 0 })
  expect([before.status(), before.headers().location]).toEqual([307, `${oldAddress}&lang=ko-KR`])
  // An address the site answers with a kept page: one of its own pages, which no redirect may take over.
  const keptAddress = `/company/intro?lang=ko-KR&from=${tag}`
  const html = { accept: 'text/html' }
  await request.get(keptAddress, { headers: html })
  expect((await request.get(keptAddress, { headers: html })).headers()['x-page-cache']).toBe('hit')

  const editor = await addedStaff(request, 'editor')
  await signedInStaff(context, editor)
  await page.goto(`/admin/redirects?lang=${locale}`)
  await waitForConsole(page)
  const from = page.getByLabel(t('admin_redirect_from'), { exact: true })
  const to = page.getByLabel(t('admin_redirect_to'), { exact: true })
  const add = page.getByRole('button', { name: t('admin_redirect_create'), exact: true })

  await from.fill(oldAddress)
  await to.fill('/company/intro')
  await add.click()
  await expect(page.getByRole('status').filter({ hasText: t('admin_redirect_added') })).toBeFocused()
  const answer = await request.get(oldAddress, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe('/company/intro')
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  await from.fill(`/Company/Intro/?from=${tag}`)
  await to.fill('https://evil.example/login')
  await add.click()
  await expect(page.getByText(t('admin_redirect_from_own_page').replace('{page}', '/company/intro'))).toBeVisible()
  await expect(page.getByText(t('admin_redirect_to_off_site'))).toBeVisible()
  // The page still answers its address (kept again, the save before having emptied the cache).
  const stillThePage = await request.get(keptAddress, { headers: html, maxRedirects: 0 })
  expect([stillThePage.status(), stillThePage.headers().location]).toEqual([200, undefined])

  // A redirect to an address that is itself redirected would send visitors on twice: refused, what was typed kept.
  await from.fill(`/old-chain-${tag}`)
  await to.fill(oldAddress)
  await add.click()
  await expect(page.getByRole('alert')).toContainText(t('admin_redirect_chain_to'))
  await expect(from).toHaveValue(`/old-chain-${tag}`)

  // The page of a news article no longer public (here one long deleted) may be retired: the form asks, 302 first.
  const retiredPage = `/news/${900_000_000 + randomInt(99_999_999)}`
  await from.fill(retiredPage)
  await to.fill('/news')
  await add.click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_redirect_retire_title') })
  const temporary = dialog.getByRole('button', { name: t('admin_redirect_retire_temporary'), exact: true })
  await expect(temporary).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await temporary.click()
  await expect(page.getByRole('status').filter({ hasText: t('admin_redirect_added') })).toBeVisible()
  const retiredAnswer = await request.get(retiredPage, { maxRedirects: 0 })
  expect([retiredAnswer.status(), retiredAnswer.headers().location]).toEqual([302, '/news'])

  // A visitor's browser follows it; the hit reaches the list with the site's next report (every few seconds).
  await page.goto(oldAddress)
  await expect(page).toHaveURL(/\/company\/intro\?lang=en-US$/)
  await page.goto(`/admin/redirects?q=${encodeURIComponent(`old-site-${tag}`)}&lang=${locale}`)
  await waitForConsole(page)
  const row = page.getByRole('row').filter({ hasText: `old-site-${tag}` })
  await expect(async () => {
    await page.reload()
    await expect(row.getByRole('cell').nth(3)).toHaveText('2', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  // The previous site's addresses from a CSV: Korean, a query, a temporary one; checked, then imported.
  await page.goto(`/admin/redirects/import?lang=${locale}`)
  await waitForConsole(page)
  const csv = `from,to,status\r\n/옛-소식-${tag}/,/news,301\r\n/bbs/board.php?wr_id=${tag},/press,302\r\n`
  await page
    .getByLabel(t('admin_redirect_import_file'), { exact: true })
    .setInputFiles({ name: 'old-site.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: t('admin_redirect_import_check'), exact: true }).click()
  const result = page.getByTestId('redirect-import-result')
  await expect(result).toHaveAttribute('data-outcome', 'ready')
  await page.getByRole('button', { name: t('admin_redirect_import_run'), exact: true }).click()
  await expect(result).toHaveAttribute('data-outcome', 'imported')
  expect(await seriousViolations(page)).toEqual([])

  const korean = await request.get(`/${encodeURIComponent(`옛-소식-${tag}`)}?lang=ja-JP`, { maxRedirects: 0 })
  expect([korean.status(), korean.headers().location]).toEqual([301, '/news?lang=ja-JP'])
  const board = await request.get(`/bbs/board.php?wr_id=${tag}`, { maxRedirects: 0 })
  expect([board.status(), board.headers().location, board.headers()['cache-control']]).toEqual([
    302,
    '/press',
    'private, no-cache',
  ])
})
