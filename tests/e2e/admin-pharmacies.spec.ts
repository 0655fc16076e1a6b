import ExcelJS from 'exceljs'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { fill } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * The console's pharmacy import, worked by an editor on the production build: a CSV with two bad rows is checked and
 * refused with both row numbers and their reasons (nothing imported, the import button stays off), the fixed file is
 * checked and imported, and the public pharmacy finder shows the new pharmacies at once.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

const header = ['약국명', '주소', '전화번호', '시도', '시군구', '지하철 권역', '지하철 노선', '지하철역', '취급 제품']

function csvFile(rows: string[][]) {
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`
  const text = `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
  return { name: 'pharmacies.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf-8') }
}

test('an editor imports a pharmacy list: two bad rows named by number, fixed, imported, and listed by the finder', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const first = `가져온약국 ${tag} 하나`
  const second = `가져온약국 ${tag} 둘`
  const row = (name: string, phone: string, products: string, province = '서울특별시') => [
    name,
    `서울특별시 마포구 양화로 ${name.length}`,
    phone,
    province,
    '마포구',
    '수도권',
    '2호선',
    '홍대입구',
    products,
  ]
  const editor = await addedStaff(request, 'editor')
  await signedInStaff(context, editor)
  await page.goto(`/admin/pharmacies/import?lang=${locale}`)
  await waitForConsole(page)

  const fileInput = page.getByLabel(t('admin_pharmacy_import_file'), { exact: true })
  const check = page.getByRole('button', { name: t('admin_pharmacy_import_check'), exact: true })
  const run = page.getByRole('button', { name: t('admin_pharmacy_import_run'), exact: true })
  const result = page.getByTestId('pharmacy-import-result')

  await fileInput.setInputFiles(
    csvFile([
      row(`가져온약국 ${tag} 셋`, '02-330-0001', '셀락티스 데일리 포스트바이오틱 스틱', '서울특별도'),
      row(first, '', '셀락티스 데일리 포스트바이오틱 스틱'),
      row(second, '02-330-0003', '없는 제품'),
    ]),
  )
  await check.click()
  await expect(result).toBeVisible()
  await expect(result.locator('tbody tr td:first-child')).toHaveText(['2', '3', '4'])
  await expect(result.locator('tbody tr').nth(0)).toContainText('서울특별도')
  await expect(result.locator('tbody tr').nth(1)).toContainText('전화번호')
  await expect(result.locator('tbody tr').nth(2)).toContainText('없는 제품')
  await expect(run).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])

  await fileInput.setInputFiles(
    csvFile([
      row(`가져온약국 ${tag} 셋`, '02-330-0001', '셀락티스 데일리 포스트바이오틱 스틱'),
      // A short form is written out as the reference list names the province.
      row(first, '02-330-0002', '셀락티스 데일리 포스트바이오틱 스틱', '서울'),
      row(second, '02-330-0003', '셀락티스 이뮨 CLT-23 캡슐'),
    ]),
  )
  await check.click()
  await expect(result.locator('tbody tr')).toHaveCount(0)
  await expect(run).toBeEnabled()
  await run.click()
  await expect(result).toHaveAttribute('data-outcome', 'imported')

  await page.goto(`/business/pharmacy?query=${encodeURIComponent(`가져온약국 ${tag}`)}&lang=${locale}`)
  const main = page.getByRole('main')
  await expect(main).toContainText(first)
  await expect(main).toContainText(second)
  await expect(main).toContainText('02-330-0002')

  // The console's list finds them, and the form shows a pharmacy's five languages side by side.
  await page.goto(`/admin/pharmacies?q=${encodeURIComponent(first)}&lang=${locale}`)
  await waitForConsole(page)
  const link = page.getByRole('link', { name: first, exact: true })
  await expect(link).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await link.click()
  await expect(page.getByRole('heading', { name: first, exact: true })).toBeVisible()
  await expect(page.locator('#pharmacy-name-ko-KR')).toHaveValue(first)
  await expect(page.locator('#pharmacy-name-ja-JP')).toHaveValue('')
  await expect(page.locator('#pharmacy-siNm')).toHaveValue('서울특별시')
  expect(await seriousViolations(page)).toEqual([])
  // The form checks the province against the same list, before anything is sent.
  await page.locator('#pharmacy-siNm').fill('서울특별도')
  await page.getByRole('button', { name: t('admin_pharmacy_save'), exact: true }).click()
  await expect(page.locator('#pharmacy-siNm')).toBeFocused()
  await expect(page.locator('#pharmacy-siNm-error')).toHaveText(t('admin_pharmacy_unknown_province'))
})

test("a save over another editor's newer change is refused with both versions shown, keeps what was typed, and saves mine over theirs on request", async ({
  page,
  context,
  request,
  browser,
}) => {
  const headers = await adminApiHeaders(request)
  // The products as the English console names them.
  const choices = await request.get('/api/v1/admin/content/pharmacy-products', {
    headers: { ...headers, 'accept-language': 'en-US' },
  })
  const [product] = ((await choices.json()) as { data: { id: number; name: string }[] }).data
  if (!product) throw new Error('the seeded products are missing')
  const fields = {
    name: { 'ko-KR': `동시편집약국 ${uniqueTag()}`, 'en-US': 'Concurrent Pharmacy' },
    address: { 'ko-KR': '서울특별시 중구 세종대로 110' },
    phone: '02-120-0000',
    siNm: '서울특별시',
    sggNm: '중구',
    productIds: [product.id],
  }
  const created = await request.post('/api/v1/admin/content/pharmacies', { headers, data: fields })
  expect(created.status(), await created.text()).toBe(200)
  const { id } = ((await created.json()) as { data: { id: number } }).data

  const editor = await addedStaff(request, 'editor')
  await signedInStaff(context, editor)
  await page.goto(`/admin/pharmacies/${id}?lang=${locale}`)
  await waitForConsole(page)
  const phone = page.getByLabel(t('admin_pharmacy_phone'), { exact: true })
  await phone.fill('02-120-1111')

  const other = await request.put(`/api/v1/admin/content/pharmacies/${id}`, {
    headers,
    data: { version: 1, fields: { ...fields, phone: '02-120-2222' } },
  })
  expect(other.status(), await other.text()).toBe(200)

  const save = page.getByRole('button', { name: t('admin_pharmacy_save'), exact: true })
  await save.click()
  const conflict = page.getByTestId('stale-record')
  await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
  await expect(conflict).toBeFocused()
  // Their saved version next to what was typed, field by field: only the telephone number differs.
  const both = conflict.getByTestId('both-versions')
  const theirs = both.getByRole('region', { name: t('admin_post_conflict_theirs') })
  const mine = both.getByRole('region', { name: t('admin_post_conflict_mine') })
  await expect(theirs.getByRole('heading', { name: t('admin_pharmacy_phone') })).toBeVisible()
  await expect(theirs).toContainText('02-120-2222')
  await expect(mine).toContainText('02-120-1111')
  await expect(theirs.getByRole('heading', { name: t('admin_pharmacy_province') })).toHaveCount(0)
  await expect(phone).toHaveValue('02-120-1111')

  await conflict.getByRole('button', { name: t('admin_post_conflict_keep_mine'), exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: t('admin_pharmacy_saved') })).toBeVisible()
  await expect(conflict).toHaveCount(0)
  const read = await request.get(`/api/v1/admin/content/pharmacies/${id}`, { headers })
  expect(((await read.json()) as { data: { version: number; fields: { phone: string } } }).data).toMatchObject({
    version: 3,
    fields: { phone: '02-120-1111' },
  })

  // An admin reads the pharmacy's entries in words: its name by language, its products by name, never kept JSON.
  const adminContext = await browser.newContext()
  await signedInStaff(adminContext, await addedStaff(request, 'admin'))
  const audit = await adminContext.newPage()
  // The address as one would type it: the router reads `subject=12` as a number, the filter as the id it names.
  await audit.goto(`/admin/audit?subjectType=pharmacy&subject=${id}&lang=en-US`)
  await waitForConsole(audit)
  await expect(audit.getByLabel(msg('en-US', 'admin_audit_filter_subject'), { exact: true })).toHaveValue(String(id))
  // Its entries only: every row but the heading's names it.
  await expect(audit.getByRole('row').filter({ hasNotText: fields.name['ko-KR'] })).toHaveCount(1)
  const entry = audit.getByRole('row').filter({ hasText: 'pharmacy.create' })
  await entry.getByText(msg('en-US', 'admin_audit_changes'), { exact: true }).click()
  await expect(entry.locator('dd[lang="en-US"]', { hasText: 'Concurrent Pharmacy' })).toBeVisible()
  await expect(entry.getByRole('definition').filter({ hasText: product.name }).first()).toBeVisible()
  await expect(entry).not.toContainText('{"')
  await expect(entry).not.toContainText(`[${product.id}]`)
  await adminContext.close()
})

test('the production server reads an XLSX workbook on its own thread', async ({ request }) => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('약국')
  sheet.addRow(header)
  sheet.addRow(['통합문서약국', '서울특별시 중구 세종대로 110', '02-120-0000', '서울특별시', '중구', '', '', '', ''])
  const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
  const headers = await adminApiHeaders(request)
  const check = (file: { name: string; content: string }) =>
    request.post('/api/v1/admin/content/pharmacies/import', {
      headers,
      data: { mode: 'add', dryRun: true, file },
    })
  const answer = await check({ name: 'list.xlsx', content })
  expect(answer.status(), await answer.text()).toBe(200)
  expect(((await answer.json()) as { data: unknown }).data).toMatchObject({ format: 'xlsx', rows: 1, problems: [] })
})

test('replacing the whole list asks first, naming how many pharmacies go and how many stay; cancelled, nothing changes', async ({
  page,
  context,
  request,
}) => {
  const name = `바꿀약국 ${uniqueTag()}`
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await page.goto(`/admin/pharmacies/import?lang=${locale}`)
  await waitForConsole(page)
  await page
    .getByLabel(t('admin_pharmacy_import_file'), { exact: true })
    .setInputFiles(csvFile([[name, '서울특별시 마포구 양화로 1', '02-330-0100', '서울특별시', '마포구', '', '', '', '']]))
  await page.getByLabel(t('admin_pharmacy_import_mode_replace'), { exact: true }).check()
  await page.getByRole('button', { name: t('admin_pharmacy_import_check'), exact: true }).click()
  const result = page.getByTestId('pharmacy-import-result')
  await expect(result).toHaveAttribute('data-outcome', 'ready')
  // How many the list holds now, as the check counted them.
  const ready = new RegExp(t('admin_pharmacy_import_ready_replace').replace('{rows}', '1').replace('{removed}', '([\\d,]+)'))
  const removed = ready.exec((await result.textContent()) ?? '')?.[1] ?? ''
  expect(Number(removed.replaceAll(',', ''))).toBeGreaterThan(1)

  await page.getByRole('button', { name: t('admin_pharmacy_import_run'), exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_pharmacy_import_replace_title') })
  await expect(dialog).toHaveAccessibleDescription(fill(locale, 'admin_pharmacy_import_replace_confirm', { removed, rows: 1 }))
  await expect(
    dialog.getByRole('button', { name: fill(locale, 'admin_pharmacy_import_replace_run', { removed, rows: 1 }), exact: true }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: msg(locale, 'dialog_cancel'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(result).toHaveAttribute('data-outcome', 'ready')
  const listed = await request.get(`/api/v1/admin/content/pharmacies?q=${encodeURIComponent(name)}`, {
    headers: await adminApiHeaders(request),
  })
  expect(((await listed.json()) as { data: { total: number } }).data.total).toBe(0)
})
