// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { typeInto } from '../../../../tests/unit/keyboard-and-pointer'
import { buttonNamed } from '../../../../tests/unit/render-in-dom'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { memberAreaQueries, pagedQuery } from '../member-area-queries'
import { pagedSearch } from '../member-area-search'
import { QnaListPage } from './qna-list-page'
import { QnaNewPage } from './qna-new-page'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => {
  page?.unmount()
  vi.restoreAllMocks()
})

const member = { id: 'member-1' } as MemberInfo
const field = (id: string) => document.getElementById(id) as HTMLInputElement
const messageOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? ''

/** Two questions of the member's, as the API lists them: one waiting for its answer, one answered. */
const questions = [
  { id: 2, title: 'How long does a sample take to arrive?', createdAt: '2026-11-20T01:00:00.000Z', status: 'waiting' },
  { id: 1, title: 'Is the powder heat-treated?', createdAt: '2026-11-10T01:00:00.000Z', status: 'answered' },
] as const

// mypage-lists.spec.ts asks, lists and reads the answer in the browser, in Korean.
describe.each(locales)("the member's questions (%s)", (locale) => {
  it('a new question explains an empty title and content, focuses the title, sends nothing, and counts what is typed', async () => {
    overwriteGetLocale(() => locale)
    const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('nothing is sent in this test'))
    page = await renderInRouter(<QnaNewPage />, {
      routeId: '/_member-area/mypage/qna/new',
      staticData: { crumb: m.page_mypage_qna_new },
      member,
    })
    await page.act(() => buttonNamed(m.qna_submit()).click())
    expect(messageOf('qna-title')).toBe(m.qna_error_title_required())
    expect(messageOf('qna-content')).toBe(m.qna_error_content_required())
    expect(document.activeElement).toBe(field('qna-title'))
    expect(sent).not.toHaveBeenCalled()

    const content = 'How long does a sample take to arrive?'
    await page.act(() => typeInto(field('qna-title'), 'A question'))
    await page.act(() => typeInto(field('qna-content'), content))
    expect(messageOf('qna-title')).toBe('')
    expect(document.body.textContent).toContain(m.qna_counter({ count: String(content.length), max: '2,000' }))
  })

  it('the list says which questions wait for their answer and which are answered, and when there are none', async () => {
    overwriteGetLocale(() => locale)
    const listed = async (items: readonly (typeof questions)[number][]) => {
      page?.unmount()
      page = await renderInRouter(<QnaListPage />, {
        routeId: '/_member-area/mypage/qna/',
        path: '/mypage/qna',
        validateSearch: pagedSearch,
        staticData: { crumb: m.page_mypage_qna },
        member,
        queries: [
          [
            memberAreaQueries.questions(locale, pagedQuery({}, 'questions')).queryKey,
            { items, total: items.length, page: 1, size: 10 },
          ],
        ],
      })
    }
    await listed(questions)
    const statusOf = (title: string) =>
      [...document.querySelectorAll('tbody tr')].find((row) => row.textContent?.includes(title))?.querySelector('td:last-child')
        ?.textContent
    expect(statusOf(questions[0].title)).toBe(m.qna_status_waiting())
    expect(statusOf(questions[1].title)).toBe(m.qna_status_answered())
    await listed([])
    expect(document.body.textContent).toContain(m.qna_empty())
    expect(document.querySelectorAll('table')).toHaveLength(0)
  })
})
