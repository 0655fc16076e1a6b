import type { APIRequestContext } from '@playwright/test'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { consolePage } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * Patents and papers written in the console's form, the one every declared kind uses (decision 64): a patent's status
 * and category chosen, its office as it starts (KR); a paper's authors one a line; each saved as a draft and read back
 * through the API as typed; a press link that is no web address refused at its field; the form checked with axe.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

async function draftFields(request: APIRequestContext, type: string, id: number) {
  const response = await request.get(`/api/v1/admin/content/posts/${type}/${id}`, { headers: await adminApiHeaders(request) })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: { state: string; fields: Record<string, unknown> } }).data
}

test('an editor writes a patent and a paper in the form of their declared fields, and each is saved as typed', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))

  await consolePage(page, '/admin/posts/patent/new', locale)
  await expect(page.locator('#item-office')).toHaveValue('KR')
  await expect(page.locator('#item-status')).toHaveValue('filed')
  expect(await seriousViolations(page)).toEqual([])
  await page.locator('#item-title-ko-KR').fill(`장내 미생물 조성물 ${tag}`)
  await page.locator('#item-applicationNumber').fill('10-2026-0012345')
  await page.getByLabel(t('admin_post_field_status')).selectOption({ label: t('admin_post_patent_registered') })
  await page.locator('#item-registrationNumber').fill('10-2999999')
  const patentCategory = page.getByLabel(t('admin_site_field_category'))
  await expect(patentCategory.locator('option')).not.toHaveCount(1)
  const chosen = await patentCategory.locator('option').nth(1).getAttribute('value')
  await patentCategory.selectOption(chosen ?? '')
  await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/patent\/\d+/)
  const patent = await draftFields(request, 'patent', Number(/patent\/(\d+)/.exec(page.url())?.[1]))
  expect(patent.state).toBe('draft')
  expect(patent.fields).toMatchObject({
    title: { 'ko-KR': `장내 미생물 조성물 ${tag}` },
    applicationNumber: '10-2026-0012345',
    registrationNumber: '10-2999999',
    registeredAt: null,
    status: 'registered',
    office: 'KR',
    categoryId: Number(chosen),
  })

  await consolePage(page, '/admin/posts/thesis/new', locale)
  await page.locator('#item-title-ko-KR').fill(`포스트바이오틱스 논문 ${tag}`)
  // The abstract is optional in every language, Korean too: its hint says so, the title's says Korean is required.
  const group = (legend: string) => page.getByRole('group', { name: legend, exact: true })
  await expect(group(t('admin_site_field_summary'))).toContainText(t('admin_localized_optional_hint'))
  await expect(group(t('admin_site_field_summary'))).not.toContainText(t('admin_localized_fallback_hint'))
  await expect(group(t('admin_site_field_title'))).toContainText(t('admin_localized_fallback_hint'))
  await page.getByLabel(t('admin_post_field_authors')).fill('Kim J\n\n  Lee S  \n')
  await page.locator('#item-journal').fill('Journal of Microbiome')
  await page.locator('#item-year').fill('2025')
  await page.locator('#item-doi').fill(`10.1000/${tag}`)
  await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/thesis\/\d+/)
  const thesis = await draftFields(request, 'thesis', Number(/thesis\/(\d+)/.exec(page.url())?.[1]))
  expect(thesis.fields).toMatchObject({ authors: ['Kim J', 'Lee S'], journal: 'Journal of Microbiome', year: 2025 })
  await expect(page.getByLabel(t('admin_post_field_authors'))).toHaveValue('Kim J\nLee S')

  await consolePage(page, '/admin/posts/press/new', locale)
  await page.locator('#item-title-ko-KR').fill(`보도 ${tag}`)
  await page.locator('#item-outlet-ko-KR').fill('신문')
  await page.locator('#item-link').fill('javascript:alert(1)')
  await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
  await expect(page.locator('#item-link')).toBeFocused()
  await expect(page.locator('#item-link-error')).toHaveText(t('admin_post_problem_invalid'))
  await expect(page).toHaveURL(/\/admin\/posts\/press\/new/)
})

test('an editor ends a patent draft’s preview links from its page: the link shown before opens nothing after', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  const created = await request.post('/api/v1/admin/content/posts/patent', {
    headers: await adminApiHeaders(request),
    data: {
      title: { 'ko-KR': `미리보기 특허 ${tag}` },
      summary: {},
      applicationNumber: '10-1',
      filedAt: '2026-01-02',
      status: 'filed',
      office: 'KR',
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  const link = await request.post(`/api/v1/admin/content/posts/patent/${id}/preview`, {
    headers: await adminApiHeaders(request),
    data: {},
  })
  const { path } = ((await link.json()) as { data: { path: string } }).data
  expect((await request.get(`${path}&lang=ko-KR`)).status()).toBe(200)

  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/posts/patent/${id}`, locale)
  await expect(page.getByRole('status').filter({ hasText: t('admin_post_preview_ends').slice(0, 8) })).toBeVisible()
  await page.getByRole('button', { name: t('admin_post_revoke_previews') }).click()
  await expect(page.getByText(t('admin_post_previews_revoked'))).toBeVisible()
  expect((await request.get(`${path}&lang=ko-KR`)).status()).toBe(404)
})
