// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed } from '../../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../../tests/unit/render-in-router'
import { PharmacyImportPanel } from './pharmacy-import-panel'

const checked = {
  mode: 'add',
  dryRun: true,
  format: 'csv',
  rows: 2,
  problems: [],
  ignoredColumns: [],
  imported: false,
  added: 2,
  removed: 0,
  total: 12,
}
// The check answers at once; the import runs for as long as the test wants.
const { uploadPharmacyList } = vi.hoisted(() => ({
  uploadPharmacyList: vi.fn((_file: File, _mode: string, dryRun: boolean) =>
    dryRun ? Promise.resolve({ ok: true, data: checked }) : new Promise(() => undefined),
  ),
}))
vi.mock('../pharmacy-import-upload', () => ({ uploadPharmacyList }))

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

async function press(button: HTMLButtonElement) {
  button.focus()
  await page?.act(() => button.click())
}

describe('the pharmacies’ import while it runs', () => {
  it('keeps the focus on Import, says it is busy, and a second press sends nothing', async () => {
    page = await renderInRouter(<PharmacyImportPanel />, { path: '/admin/pharmacies' })
    const input = document.getElementById('pharmacy-import-file') as HTMLInputElement
    Object.defineProperty(input, 'files', { value: [new File(['name'], 'pharmacies.csv', { type: 'text/csv' })] })
    await page.act(() => input.dispatchEvent(new Event('change', { bubbles: true })))
    await press(buttonNamed(m.admin_pharmacy_import_check()))

    const importButton = buttonNamed(m.admin_pharmacy_import_run())
    await press(importButton)
    expect(importButton.disabled).toBe(false)
    expect(importButton.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(importButton)
    await press(importButton)
    await press(buttonNamed(m.admin_pharmacy_import_check()))
    expect(uploadPharmacyList.mock.calls.map((call) => call[2])).toEqual([true, false])
  })
})
