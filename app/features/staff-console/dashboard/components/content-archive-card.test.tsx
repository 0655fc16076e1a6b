// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentArchiveReport } from '~/api/contract/content-archive-endpoints'
import { m } from '~/paraglide/messages'
import { buttonNamed } from '../../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../../tests/unit/render-in-router'
import { ContentArchiveCard } from './content-archive-card'

const atFault: ContentArchiveReport = {
  imported: false,
  problems: [
    { code: 'site_not_empty', part: 'news', message: 'news: The site holds content of this part already.' },
    {
      code: 'unknown_reference',
      part: 'faq-entries',
      row: 3,
      key: 'shipping',
      field: 'category',
      message: "faq-entries item 3 (shipping): 'category' names 'gone', which the archive does not hold.",
    },
  ],
  counts: { news: 2, 'faq-entries': 3 },
  files: 1,
}
const clean: ContentArchiveReport = { imported: false, problems: [], counts: { news: 2, 'faq-entries': 3 }, files: 1 }
const imported: ContentArchiveReport = { ...clean, imported: true }

const { uploadContentArchive } = vi.hoisted(() => ({ uploadContentArchive: vi.fn() }))
vi.mock('../../content-archive/content-archive-upload', () => ({ uploadContentArchive }))

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => {
  page?.unmount()
  uploadContentArchive.mockReset()
})

async function chooseArchive() {
  page = await renderInRouter(<ContentArchiveCard />, { path: '/admin' })
  const input = document.getElementById('content-archive-file') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: [new File(['archive'], 'old-site.tar.gz', { type: 'application/gzip' })] })
  await page.act(() => input.dispatchEvent(new Event('change', { bubbles: true })))
}

async function press(name: string) {
  const button = buttonNamed(name)
  button.focus()
  await page?.act(() => button.click())
}

const result = () => document.querySelector('[data-testid="content-archive-result"]')

describe('the content archive’s import in the console', () => {
  it('lists every fault by part, item, key and field, says the site holds content, and offers no import', async () => {
    uploadContentArchive.mockResolvedValue({ ok: true, data: atFault })
    await chooseArchive()
    await press(m.admin_content_archive_check())

    expect(uploadContentArchive.mock.calls.map((call) => call[1])).toEqual([true])
    expect(result()?.textContent).toContain(m.admin_content_archive_problems({ count: '2' }))
    expect(document.querySelector('[data-testid="content-archive-not-empty"]')?.textContent).toBe(
      m.admin_content_archive_not_empty(),
    )
    const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    )
    expect(rows).toHaveLength(2)
    expect(rows[1]?.join(' | ')).toContain('faq-entries')
    expect(rows[1]?.join(' | ')).toContain('shipping')
    expect(rows[1]?.join(' | ')).toContain('category')
    expect(rows[1]?.join(' | ')).toContain("names 'gone'")
    expect(buttonNamed(m.admin_content_archive_confirm()).disabled).toBe(true)
  })

  it('imports only once a check found nothing at fault, and then says what came in', async () => {
    uploadContentArchive.mockImplementation((_file: File, dryRun: boolean) =>
      Promise.resolve({ ok: true, data: dryRun ? clean : imported }),
    )
    await chooseArchive()
    expect(buttonNamed(m.admin_content_archive_confirm()).disabled).toBe(true)
    await press(m.admin_content_archive_check())
    expect(result()?.textContent).toBe(m.admin_content_archive_ready({ items: '5', files: '1' }))

    await press(m.admin_content_archive_confirm())
    expect(uploadContentArchive.mock.calls.map((call) => call[1])).toEqual([true, false])
    expect(result()?.textContent).toBe(m.admin_content_archive_imported({ items: '5', files: '1' }))
    // The region that says so has the focus: a screen reader reads the outcome at once.
    expect(document.activeElement?.contains(result())).toBe(true)
  })

  it('shows a refusal of the whole file as an alert', async () => {
    uploadContentArchive.mockResolvedValue({ ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'too large' })
    await chooseArchive()
    await press(m.admin_content_archive_check())
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('too large')
    expect(result()).toBeNull()
  })
})
