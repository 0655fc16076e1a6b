import { readFile } from 'node:fs/promises'
import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { gotoMemberPage, mypageMenu, signedUpMember, toast } from './member-support'
import { msg } from './support'

/**
 * Issue 40 §5: a member downloads everything the site holds about them from /mypage, as a JSON file and a page to read
 * or print. (Re-authentication, the daily limit and the record: tests/contract/member-data-export.test.ts.)
 */
test('a member downloads their data as JSON and reads it on the page (en-US)', async ({ page, context }) => {
  const locale: Locale = 'en-US'
  const member = await signedUpMember(context, 'data-export')
  await gotoMemberPage(page, '/mypage', locale)
  await mypageMenu(page, locale)
    .getByRole('link', { name: msg(locale, 'page_mypage_data') })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_mypage_data'))

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: msg(locale, 'mypage_data_download') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^cellactis-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'))
  expect(file.profile).toMatchObject({ email: member.email, name: member.name })
  expect(file.exports).toHaveLength(1)
  await expect(toast(page)).toContainText(msg(locale, 'mypage_data_downloaded'))

  const profile = page.getByRole('region', { name: msg(locale, 'mypage_data_profile') })
  await expect(profile).toContainText(member.email)
  await expect(page.getByRole('region', { name: msg(locale, 'mypage_data_consents') })).toContainText(
    msg(locale, 'mypage_data_privacy_agreed'),
  )
  await expect(page.getByRole('region', { name: msg(locale, 'mypage_data_exports') }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: msg(locale, 'mypage_data_print') })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
