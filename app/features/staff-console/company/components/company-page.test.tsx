// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { buttonNamed, renderInDom } from '../../../../../tests/unit/render-in-dom'
import { companyDetailsQuery } from '../company-queries'
import CompanyPage from './company-page'

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
afterEach(() => page?.unmount())

const details = {
  fields: {
    name: { 'ko-KR': '셀락티스' },
    ceo: { 'ko-KR': '김도윤' },
    address: { 'ko-KR': '판교로 289' },
    mailOrderRegNo: { 'ko-KR': '제2024-0417호' },
    businessRegNo: '214-88-51732',
    phone: '031-8017-4250',
    email: 'contact@example.com',
    videoId: null,
    location: null,
  },
  version: 3,
  updatedAt: '2026-11-02T01:00:00.000Z',
  updatedBy: '편집자',
  overridden: [],
}

describe('the company form', () => {
  it('takes the focus to the first field it refuses, with the field’s error, instead of staying on Save', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(companyDetailsQuery().queryKey, details as never)
    page = await renderInDom(<CompanyPage address={{ section: 'company' } as never} staff={{} as never} />, queryClient)
    const phone = document.getElementById('company-phone') as HTMLInputElement
    await page.act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      set?.call(phone, '')
      phone.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const save = buttonNamed(m.admin_company_save())
    save.focus()
    await page.act(() => save.click())
    expect(document.activeElement).toBe(phone)
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(phone.getAttribute('aria-describedby')).toContain('company-phone-error')
  })
})
