import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SeoPreviews } from './seo-previews'

describe('the search-and-sharing previews', () => {
  it('are headed one level under the editor’s h2 (the Nu checker: no level skipped)', () => {
    const html = renderToStaticMarkup(
      <SeoPreviews
        locale="ko-KR"
        title="제목"
        description="설명"
        address="example.com › news"
        host="example.com"
        image={undefined}
        noindex={false}
      />,
    )
    expect([...html.matchAll(/<h(\d)/g)].map(([, level]) => Number(level))).toEqual([3, 3])
  })
})
