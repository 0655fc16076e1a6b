import type { Locator } from '@playwright/test'
import { expect } from './fixtures'

/** Longer than any password may be (128): the form must keep it whole and refuse it, never cut it (ASVS 6.2.8). */
const OVERLONG_PASSWORD = `${'correct horse battery staple '.repeat(5)}!`

/**
 * ASVS 6.2.6–6.2.8 for the password fields in `scope`, in order: each hides what is typed, tells password managers
 * whether it wants the current or a new password, takes a paste, and keeps a password longer than the limit whole
 * (the browser would otherwise cut it silently at a `maxlength`). Leaves the fields empty.
 */
export async function expectPasswordFields(scope: Locator, purposes: Array<'current-password' | 'new-password'>): Promise<void> {
  const fields = scope.locator('input[autocomplete$="-password"]')
  await expect(fields).toHaveCount(purposes.length)
  for (const [index, purpose] of purposes.entries()) {
    const field = fields.nth(index)
    await expect(field).toHaveAttribute('type', 'password')
    await expect(field).toHaveAttribute('autocomplete', purpose)
    const pasteRefused = await field.evaluate((input) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/plain', 'pasted-password')
      const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })
      input.dispatchEvent(paste)
      return paste.defaultPrevented
    })
    expect(pasteRefused, `${purpose} field ${index + 1} takes a paste`).toBe(false)
    await field.fill(OVERLONG_PASSWORD)
    await expect(field).toHaveValue(OVERLONG_PASSWORD)
    await field.fill('')
  }
}
