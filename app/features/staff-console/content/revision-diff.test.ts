import { describe, expect, it } from 'vitest'
import { kindFieldTexts } from './kind-form'
import { kindLayouts } from './kind-layouts'
import { fieldDiffs, richDocumentText } from './revision-diff'

const postFieldDiffs = (type: 'news', before: Record<string, unknown>, after: Record<string, unknown>) =>
  fieldDiffs(kindFieldTexts(kindLayouts[type], before), kindFieldTexts(kindLayouts[type], after))

const news = (title: string, body: string, extra: Record<string, unknown> = {}) => ({
  title: { 'ko-KR': title },
  summary: { 'ko-KR': '요약' },
  body: {
    'ko-KR': {
      type: 'doc' as const,
      content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: body }] }],
    },
  },
  publishedAt: '2026-03-01',
  categoryId: null,
  ...extra,
})

describe('comparing two versions', () => {
  it('lists only the fields that differ, word by word', () => {
    const diffs = postFieldDiffs(
      'news',
      news('포스트바이오틱스 연구 성과', '본문'),
      news('포스트바이오틱스 신규 연구 성과', '본문'),
    )
    expect(diffs).toHaveLength(1)
    const [title] = diffs
    expect(title?.field).toBe('title')
    expect(title?.locale).toBe('ko-KR')
    expect(title?.changes.filter((change) => change.added).map((change) => change.value.trim())).toEqual(['신규'])
    expect(title?.changes.some((change) => change.removed)).toBe(false)
  })

  it('compares the body by its text, and the other fields as they read', () => {
    const diffs = postFieldDiffs('news', news('t', '첫 문장'), news('t', '둘째 문장', { publishedAt: '2026-03-02' }))
    expect(diffs.map((diff) => diff.field)).toEqual(['body', 'publishedAt'])
    expect(diffs[0]?.before).toBe('첫 문장')
    expect(diffs[0]?.after).toBe('둘째 문장')
  })

  it('tells a body whose words stayed but whose formatting changed', () => {
    const plain = news('t', '굵게')
    const bold = news('t', '굵게', {
      body: {
        'ko-KR': {
          type: 'doc' as const,
          content: [
            { type: 'paragraph' as const, content: [{ type: 'text' as const, text: '굵게', marks: [{ type: 'bold' }] }] },
          ],
        },
      },
    })
    expect(postFieldDiffs('news', plain, news('t', '굵게'))).toEqual([])
    expect(postFieldDiffs('news', plain, bold).map((diff) => diff.field)).toEqual(['body'])
  })

  it('reads a document as a reader goes through it, one line a block', () => {
    expect(
      richDocumentText({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '제목' }] },
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '하나' }] }] },
              { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '둘' }] }] },
            ],
          },
        ],
      }),
    ).toBe('제목\n하나\n둘')
  })

  it('compares a document’s images apart from its words: the images gained and lost, never a number in the text', () => {
    const withImages = (ids: number[]) =>
      news('t', '본문', {
        body: {
          'ko-KR': {
            type: 'doc' as const,
            content: [
              { type: 'paragraph' as const, content: [{ type: 'text' as const, text: '본문' }] },
              ...ids.map((mediaId) => ({ type: 'image' as const, attrs: { mediaId } })),
            ],
          },
        },
      })
    const [added] = postFieldDiffs('news', withImages([2]), withImages([2, 7]))
    expect([added?.before, added?.after]).toEqual(['본문', '본문'])
    expect([added?.addedImages, added?.removedImages]).toEqual([[7], undefined])
    const [swapped] = postFieldDiffs('news', withImages([2]), withImages([3]))
    expect([swapped?.addedImages, swapped?.removedImages]).toEqual([[3], [2]])
    expect(postFieldDiffs('news', withImages([2, 3]), withImages([2, 3]))).toEqual([])
  })
})
