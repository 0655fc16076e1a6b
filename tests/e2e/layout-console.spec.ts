import type { APIRequestContext, Page } from '@playwright/test'
import { breakpoints } from '~/components/styles/theme'
import { adminCall, contentApi } from './admin-site-content-support'
import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { editLanguage } from './item-editor-support'
import { signedUpMember, withdrawnMember } from './member-support'
import { askedQuestion, consolePage, requestedSample, sentInquiry } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * Issue 39 (Proof): the console's lists and forms, in both its languages, at a phone's, a laptop's and a desktop's width,
 * with the longest seeded texts (the item forms in each of the five languages they edit): nothing scrolls the page
 * sideways, no control reaches past the window (a wide table scrolls in its own box), no button's label, select's choice
 * or text is cut (issue 66), a table's card on a phone keeps each value beside its label, and an item form's save bar
 * is one short row on a phone with each action's words on one line. As in the public sweep (layout-every-width.spec.ts),
 * each page is loaded once per language and measured at each width by resizing.
 *
 * The same walk is the console's accessibility walk (issue 23's and issue 37's, once tests of their own that loaded the
 * same pages again; decision 63): on a phone and at the widest width every page, the sign-in page and the member's
 * reveal dialog have no serious or critical axe violation, and each page shows its own heading and no error.
 */
const WIDTHS = [390, 1280, 1440] as const
/** The widths the accessibility walk checks at: a phone's and the widest. */
const AXE_WIDTHS = new Set<number>([390, 1440])
const HEIGHT = 800
const consoleLocales = ['ko-KR', 'en-US'] as const
const autonyms = ['한국어', 'English', '简体中文', '繁體中文', '日本語'] as const

type Summary = { id: number } & Record<string, unknown>

/** The item of a list (its first hundred) whose name is the longest (its title unless told). */
async function longest(request: APIRequestContext, path: string, name = (item: Summary) => String(item.title)) {
  const { items } = await adminCall<{ items: Summary[] }>(request, 'get', `${path}?size=100`)
  const [first] = [...items].sort((a, b) => name(b).length - name(a).length)
  if (!first) throw new Error(`${path} lists nothing`)
  return first.id
}

/**
 * Everything wrong with the page at the width given, as readable lines (measured in the page, in one call, once the
 * window has that width): the page wider than the window, a control past it, a button's label, a select's chosen
 * option or a text cut, on a phone a table card's value (its text or links) in the column of its label, and an item
 * form's save bar (issue 66): on a phone taller than about 64 px; at any width controls wider than the bar, or a
 * control whose words take more than one line.
 */
function layoutProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    async ({ width, phoneBelow }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const resizedBy = Date.now() + 5000
      while (window.innerWidth !== width && Date.now() < resizedBy) await frame()
      if (window.innerWidth !== width) return [`the window stayed ${window.innerWidth} px wide`]
      await frame()
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 30)}"`
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true })
      }
      const problems: string[] = []
      const scrollWidth = document.documentElement.scrollWidth
      if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`)
      const inScrollBox = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true
        }
        return false
      }
      for (const control of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')) {
        if (!shown(control)) continue
        const rect = control.getBoundingClientRect()
        if ((rect.right > width + 0.5 || rect.left < -0.5) && !inScrollBox(control))
          problems.push(`${name(control)} reaches past the window (${Math.round(rect.left)}–${Math.round(rect.right)} px)`)
        if (control.tagName === 'BUTTON' && control.scrollWidth > control.clientWidth + 1)
          problems.push(`${name(control)}: its label is cut (${control.scrollWidth} px in ${control.clientWidth})`)
      }
      // A select's chosen option: a copy beside it sized to that option (field-sizing) is as wide as the select must be.
      for (const select of document.querySelectorAll('select')) {
        if (!shown(select)) continue
        const copy = select.cloneNode(true) as HTMLSelectElement
        copy.removeAttribute('id')
        copy.selectedIndex = select.selectedIndex
        copy.style.cssText =
          'field-sizing: content; width: auto; min-width: 0; max-width: none; flex: none; position: absolute; visibility: hidden'
        select.after(copy)
        const needed = copy.getBoundingClientRect().width
        copy.remove()
        const has = select.getBoundingClientRect().width
        if (needed > has + 1)
          problems.push(
            `<select${select.id ? `#${select.id}` : ''}>: "${select.selectedOptions[0]?.text}" is cut (${Math.round(needed)} px in ${Math.round(has)})`,
          )
      }
      // A text cut at the side of its box (no whole text in a title to show instead).
      for (const element of document.querySelectorAll('#console-main *, header *, nav *')) {
        const style = getComputedStyle(element)
        if (!['hidden', 'clip'].includes(style.overflowX) || element.scrollWidth <= element.clientWidth + 1) continue
        if (!shown(element) || element.closest('[title]') || !(element.textContent ?? '').trim()) continue
        problems.push(`${name(element)}: its text is cut (${element.scrollWidth} px in ${element.clientWidth})`)
      }
      // A table's row as a phone's card: each cell's value, all of its text and controls, in the column after its label
      // (a visually hidden label is 1 px, clipped, and placed by its scroll box: not shown, not measured).
      const hiddenIn = (node: Node, cell: Element) => {
        for (let box = node.parentElement; box && box !== cell; box = box.parentElement) if (!shown(box)) return true
        return false
      }
      for (const cell of document.querySelectorAll('td[data-label]')) {
        const style = getComputedStyle(cell)
        if (style.display !== 'grid' || !shown(cell)) continue
        const labelColumn = Number.parseFloat(style.gridTemplateColumns.split(' ')[0] ?? '0')
        const valueLeft = cell.getBoundingClientRect().left + labelColumn + (Number.parseFloat(style.columnGap) || 0)
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        const parts: Node[] = [...cell.querySelectorAll('select, input, button, img')]
        while (walker.nextNode()) if ((walker.currentNode.textContent ?? '').trim()) parts.push(walker.currentNode)
        for (const part of parts) {
          if (hiddenIn(part, cell)) continue
          const range = document.createRange()
          range.selectNode(part)
          if ([...range.getClientRects()].some((box) => box.width > 1 && box.left < valueLeft - 1))
            problems.push(
              `a card's ${cell.getAttribute('data-label')}: "${(part.textContent ?? '').trim().slice(0, 30)}" is in its label's column`,
            )
        }
      }
      const bar = document.querySelector('.save-bar')
      if (bar) {
        const height = bar.getBoundingClientRect().height
        if (width < phoneBelow && height > 64) problems.push(`the save bar is ${Math.round(height)} px tall`)
        if (bar.scrollWidth > bar.clientWidth + 1)
          problems.push(`the save bar's controls take ${bar.scrollWidth} px of its ${bar.clientWidth}`)
        for (const control of bar.querySelectorAll('button, a')) {
          const range = document.createRange()
          range.selectNodeContents(control)
          const size = Number.parseFloat(getComputedStyle(control).fontSize)
          // Lines by their middles: boxes of one line (a word, its span) lie within half a letter of each other.
          const middles = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => (rect.top + rect.bottom) / 2)
            .sort((a, b) => a - b)
          const lines = middles.filter((middle, index) => index === 0 || middle - (middles[index - 1] ?? 0) > size / 2).length
          if (lines > 1) problems.push(`"${control.textContent?.trim()}" in the save bar takes ${lines} lines`)
        }
      }
      return problems
    },
    { width, phoneBelow: breakpoints.sm },
  )
}

/**
 * Every width in turn, from the one the window has (the narrowest or the widest: the page before ended there) to the
 * other end: a resize less per page. The measurement is sent with the resize and waits in the page for the new width.
 */
async function checkEveryWidth(page: Page, label: string, problems: string[], axe = true) {
  const widths = page.viewportSize()?.width === WIDTHS[WIDTHS.length - 1] ? [...WIDTHS].reverse() : WIDTHS
  for (const width of widths) {
    const resized = width === page.viewportSize()?.width ? undefined : page.setViewportSize({ width, height: HEIGHT })
    const [found] = await Promise.all([layoutProblems(page, width), resized])
    problems.push(...found.map((problem) => `${label} at ${width} px: ${problem}`))
    if (axe && AXE_WIDTHS.has(width))
      problems.push(
        ...(await seriousViolations(page)).map((violation) => `${label} at ${width} px: ${JSON.stringify(violation)}`),
      )
  }
}

/**
 * One record of each kind, so that every operations list has a row and every record page something to show; the
 * members' list also shows a closed account, whose name is erased (its link once had no text).
 */
const records = { receipt: '', question: 0, sample: 0, member: '' }

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const { request } = context
  records.receipt = (await sentInquiry(request)).receipt
  const member = await signedUpMember(context, 'console-walk')
  records.question = await askedQuestion(request, member.token, '접근성 점검 질문')
  records.sample = await requestedSample(request, member.token)
  await withdrawnMember(request, 'console-walk-closed')
  const found = await request.get(`/api/v1/admin/members?q=${encodeURIComponent(member.email)}`, {
    headers: await adminApiHeaders(request),
  })
  records.member = ((await found.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? ''
  await context.close()
})

/** The section title each page of the walk shows as its heading, where the walk checks it (message keys). */
const titles: Record<string, string> = {
  '/admin': 'admin_dashboard_title',
  '/admin/staff': 'admin_staff_title',
  '/admin/audit': 'admin_audit_title',
  '/admin/inquiries': 'admin_nav_inquiries',
  '/admin/questions': 'admin_nav_questions',
  '/admin/samples': 'admin_nav_samples',
  '/admin/members': 'admin_nav_members',
  '/admin/outbox': 'admin_nav_outbox',
}

/** The page's own heading (a record's page: its list's, `section`) and no error shown. */
async function expectShown(page: Page, path: string, locale: Locale, section = path.split('?')[0] ?? path) {
  const title = titles[section]
  if (title) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(msg(locale, title))
  await expect(page.getByRole('alert'), path).toHaveCount(0)
}

for (const locale of consoleLocales) {
  test(`the console’s lists and forms hold at a phone’s and a laptop’s width in ${locale}, with the longest texts`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000)
    const problems: string[] = []
    // The sign-in page, before signing in.
    for (const width of AXE_WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      if (width === 390) {
        await page.goto(`/admin/login?lang=${locale}`)
        await waitForConsole(page)
      }
      problems.push(...(await seriousViolations(page)).map((violation) => `sign-in at ${width} px: ${JSON.stringify(violation)}`))
    }
    await signedInStaff(context, await addedStaff(request, 'admin'))
    // The staff list with every role's name in its select (고객 지원, the longest).
    await addedStaff(request, 'support')
    const news = await longest(request, `${contentApi}/posts/news`)
    const product = await longest(request, `${contentApi}/products-material`)
    const pharmacy = await longest(request, `${contentApi}/pharmacies`, (item) => `${item.name} ${item.address}`)
    const lists = [
      '/admin',
      '/admin/inquiries',
      '/admin/questions',
      '/admin/samples',
      '/admin/members',
      '/admin/outbox',
      '/admin/outbox?state=pending',
      '/admin/posts/news',
      '/admin/media',
      '/admin/pharmacies',
      '/admin/pharmacies/import',
      '/admin/audit',
      '/admin/access-review',
    ]
    const recordPages = [
      `/admin/inquiries/${records.receipt}`,
      `/admin/questions/${records.question}`,
      `/admin/samples/${records.sample}`,
      `/admin/members/${records.member}`,
    ]
    const forms = ['/admin/staff', '/admin/company', '/admin/documents', `/admin/pharmacies/${pharmacy}`, '/admin/redirects']
    for (const path of [...lists, ...recordPages, ...forms]) {
      await consolePage(page, path, locale)
      await expectShown(page, path, locale, recordPages.includes(path) ? path.slice(0, path.lastIndexOf('/')) : undefined)
      if (path === '/admin') await expect(page.locator('figure svg[role="img"]')).toHaveCount(2)
      // The staff page lists the invitations waiting in a table of their own when there are any.
      if (path === '/admin/staff') await expect(page.getByRole('table').first()).toBeVisible()
      await checkEveryWidth(page, path, problems)
      if (path.startsWith('/admin/members/')) {
        await page.getByRole('button', { name: msg(locale, 'admin_member_reveal'), exact: true }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        problems.push(...(await seriousViolations(page)).map((violation) => `the reveal dialog: ${JSON.stringify(violation)}`))
        await page.keyboard.press('Escape')
      }
    }
    // The item forms, in each language they edit.
    for (const path of [`/admin/posts/news/${news}`, `/admin/site-content/products-material/${product}`]) {
      await consolePage(page, path, locale)
      for (const autonym of autonyms) {
        await editLanguage(page, autonym)
        // Axe in the form's first language: the other languages change its texts, not its structure.
        await checkEveryWidth(page, `${path} (${autonym})`, problems, autonym === autonyms[0])
      }
    }
    expect(problems).toEqual([])
  })
}
