// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { baseLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { renderInDom } from '../../../../../tests/unit/render-in-dom'
import { pharmacyRestorePointsQuery } from '../pharmacy-queries'
import { PharmacyRestorePoints } from './pharmacy-restore-points'

const points = {
  items: [
    {
      id: 2,
      createdAt: '2026-11-28T01:00:00.000Z',
      createdBy: '편집자',
      cause: 'restore',
      count: 40,
      expiresAt: '2026-12-28T01:00:00.000Z',
    },
    {
      id: 1,
      createdAt: '2026-11-27T01:00:00.000Z',
      createdBy: '편집자',
      cause: 'import',
      count: 41,
      expiresAt: '2026-12-27T01:00:00.000Z',
    },
  ],
}
vi.mock('../../staff-calls.functions', () => ({ readStaffEndpoint: async () => points }))

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => {
  page?.unmount()
  overwriteGetLocale(() => baseLocale)
})

/** The restore points' table as a staff member reads it with the console in a language: its headers and each row's cause. */
async function tableIn(locale: Locale) {
  overwriteGetLocale(() => locale)
  const queryClient = new QueryClient()
  queryClient.setQueryData(pharmacyRestorePointsQuery().queryKey, points as never)
  page = await renderInDom(<PharmacyRestorePoints />, queryClient)
  const cells = (selector: string) => [...document.querySelectorAll(selector)].map((cell) => cell.textContent)
  return { headers: cells('thead th'), causes: cells('tbody td:nth-child(2)') }
}

describe('the pharmacies’ restore points, in the console’s language', () => {
  it('names what replaced each list in Korean when the console is in Korean', async () => {
    const table = await tableIn('ko-KR')
    expect(table.headers[1]).toBe('바꾼 작업')
    expect(table.causes).toEqual(['복원', '가져오기'])
  })

  it('and in English when it is in English', async () => {
    const table = await tableIn('en-US')
    expect(table.headers[1]).toBe('Replaced by')
    expect(table.causes).toEqual(['A restore', 'An import'])
  })
})
