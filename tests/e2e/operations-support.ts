import type { APIRequestContext, Page } from '@playwright/test'
import { type PowChallenge, solvedPow } from '../upload-abuse'
import { uniqueEmail, uniqueTag } from './auth-support'
import { pdfFile } from './contact-support'
import { expect, type Locale } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { msg } from './support'

/** Shared by the operations specs: the records staff work on, made through the API as a visitor or member would. */

/** A message with its `{placeholders}` filled in, as the console renders it. */
export const fill = (locale: Locale, key: string, params: Record<string, string | number>) =>
  msg(locale, key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))

export interface TestInquiry {
  receipt: string
  company: string
  email: string
  fileName: string
  tag: string
}

/**
 * A visitor's inquiry with a PDF, sent to the API as the contact form sends it (multipart, the captcha solved); its
 * subject made of the run's tag.
 */
export async function sentInquiry(
  request: APIRequestContext,
  origin = '',
  subjectOf = (tag: string) => `원료 문의 ${tag}`,
): Promise<TestInquiry> {
  const tag = uniqueTag()
  const challenge = (await (await request.get(`${origin}/api/v1/captcha/challenge`)).json()) as { data: PowChallenge }
  const file = pdfFile(`spec-${tag}.pdf`)
  const inquiry = { company: `운영 바이오 ${tag}`, email: uniqueEmail('ops-visitor'), fileName: file.name, tag }
  const response = await request.post(`${origin}/api/v1/contacts`, {
    headers: { 'accept-language': 'ko-KR' },
    multipart: {
      type: 'RAW_MATERIAL',
      company: inquiry.company,
      fullName: `방문자 ${tag}`,
      email: inquiry.email,
      mobile: '010-2345-6789',
      subject: subjectOf(tag),
      content: '사양서를 보내 주세요.',
      privacyAgree: 'true',
      captcha: solvedPow(challenge.data),
      website: '',
      files: file,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = (await response.json()) as { data: { receiptNumber: string } }
  return { ...inquiry, receipt: data.receiptNumber }
}

/** A member's question, asked through the member API. */
export async function askedQuestion(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post('/api/v1/me/questions', {
    data: { title, content: '유산균 원료의 보관 온도가 궁금합니다.' },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** A member's sample request for the first raw material, through the member API. */
export async function requestedSample(request: APIRequestContext, token: string): Promise<number> {
  const materials = await request.get('/api/v1/product/material?page=1&size=1')
  const { data } = (await materials.json()) as { data: { items: { id: number }[] } }
  const response = await request.post('/api/v1/me/samples', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      materialIds: [data.items[0]?.id],
      quantity: '각 100 g',
      purpose: '제형 테스트',
      recipient: '김샘플',
      mobile: '01012345678',
      zipcode: '13487',
      address1: '경기도 성남시 분당구 판교로289번길 20',
      address2: '3동 5층',
    },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** Someone else’s change meanwhile: another admin answers (or corrects) a question. */
export async function answeredMeanwhile(request: APIRequestContext, id: number, content: string): Promise<void> {
  const detail = await request.get(`/api/v1/admin/questions/${id}`, { headers: await adminApiHeaders(request) })
  const { data } = (await detail.json()) as { data: { version: number } }
  const response = await request.post(`/api/v1/admin/questions/${id}/answer`, {
    headers: await adminApiHeaders(request),
    data: { content, version: data.version },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * The page of the console's waiting questions that lists question `id`: the longest wait comes first, so a new
 * question is on the last page, however many the other specs left waiting.
 */
export async function waitingListPageOf(request: APIRequestContext, id: number, pageSize: number): Promise<number> {
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`/api/v1/admin/questions?status=waiting&page=${page}&size=${pageSize}`, {
      headers: await adminApiHeaders(request),
    })
    const { data } = (await answer.json()) as { data: { items: { id: number }[] } }
    if (data.items.some((item) => item.id === id)) return page
    if (data.items.length < pageSize) throw new Error(`question ${id} is not waiting`)
  }
}

/** Opens a console page and waits until it has hydrated, its section's content on screen (no loading state left). */
export async function consolePage(page: Page, path: string, locale: Locale): Promise<void> {
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  expect(response?.status(), path).toBe(200)
  // Every element of the section hydrated: the section's lazily loaded page hydrates after the frame, and a field
  // typed into before it does would be reset. A rich text editor's insides are ProseMirror's, never React's.
  await page.waitForFunction(() => {
    const main = document.getElementById('console-main')
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const reactOwns = (element: Element) => !element.closest('.ProseMirror')
    return !!main && hydrated(main) && [...main.querySelectorAll('*')].filter(reactOwns).every(hydrated)
  })
  await expect(page.getByText(msg(locale, 'admin_loading'), { exact: true })).toHaveCount(0)
}
