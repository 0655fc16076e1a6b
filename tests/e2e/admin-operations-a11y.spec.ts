import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { signedUpMember, withdrawnMember } from './member-support'
import { askedQuestion, consolePage, requestedSample, sentInquiry } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * One record of each kind, so that every list has a row and every record page something to show; the members' list also
 * shows a closed account, whose name is erased (its link once had no text).
 */
const records = { receipt: '', question: 0, sample: 0, member: '' }

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const { request } = context
  records.receipt = (await sentInquiry(request)).receipt
  const member = await signedUpMember(context, 'ops-a11y')
  records.question = await askedQuestion(request, member.token, '접근성 점검 질문')
  records.sample = await requestedSample(request, member.token)
  await withdrawnMember(request, 'ops-a11y-closed')
  const found = await request.get(`/api/v1/admin/members?q=${encodeURIComponent(member.email)}`, {
    headers: await adminApiHeaders(request),
  })
  records.member = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? ''
  await context.close()
})

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1440, height: 900 },
] as const

for (const locale of ['ko-KR', 'en-US'] as const satisfies readonly Locale[]) {
  for (const viewport of viewports) {
    test(`the operations pages in ${locale} on a ${viewport.name}: no serious violation, nothing wider than the screen`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await signedInStaff(context, await addedStaff(request, 'support'))
      const pages = [
        ['/admin/inquiries', 'admin_nav_inquiries'],
        [`/admin/inquiries/${records.receipt}`, 'admin_nav_inquiries'],
        ['/admin/questions', 'admin_nav_questions'],
        [`/admin/questions/${records.question}`, 'admin_nav_questions'],
        ['/admin/samples', 'admin_nav_samples'],
        [`/admin/samples/${records.sample}`, 'admin_nav_samples'],
        ['/admin/members', 'admin_nav_members'],
        [`/admin/members/${records.member}`, 'admin_nav_members'],
        ['/admin/outbox?state=pending', 'admin_nav_outbox'],
      ] as const
      for (const [path, title] of pages) {
        await consolePage(page, path, locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, title))
        await expect(page.getByRole('alert')).toHaveCount(0)
        if (viewport.width < 600) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${path} fits the phone's width`).toBeLessThanOrEqual(0)
        }
        expect(await seriousViolations(page), path).toEqual([])
        if (path.startsWith('/admin/members/')) {
          await page.getByRole('button', { name: msg(locale, 'admin_member_reveal'), exact: true }).click()
          await expect(page.getByRole('dialog')).toBeVisible()
          expect(await seriousViolations(page), 'the reveal dialog').toEqual([])
          await page.keyboard.press('Escape')
        }
      }
    })
  }
}
