import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PublicImage, PublicRichDocument, RichBlock } from '~/api/contract/rich-text'
import { RichText } from './rich-text'
import { richTextPlainText } from './rich-text-plain-text'

const photo: PublicImage = {
  mediaId: 7,
  alt: '연구소 전경',
  width: 1600,
  height: 900,
  variants: [
    { format: 'avif', width: 480, url: '/api/v1/media/files/a-480.avif' },
    { format: 'avif', width: 1200, url: '/api/v1/media/files/a-1200.avif' },
    { format: 'webp', width: 480, url: '/api/v1/media/files/a-480.webp' },
    { format: 'webp', width: 1200, url: '/api/v1/media/files/a-1200.webp' },
    { format: 'jpeg', width: 1200, url: '/api/v1/media/files/a-1200.jpg' },
    { format: 'jpeg', width: 480, url: '/api/v1/media/files/a-480.jpg' },
  ],
}

const render = (content: unknown[], images: PublicImage[] = [], outlineLevel?: 2 | 3) =>
  renderToStaticMarkup(
    createElement(RichText, {
      document: { doc: { type: 'doc', content: content as RichBlock[] }, images } as PublicRichDocument,
      outlineLevel,
    }),
  )

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) })
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content })

describe('rich text on a public page', () => {
  it('renders headings under the page outline, marks, breaks, lists, quotes and rules', () => {
    const html = render([
      { type: 'heading', attrs: { level: 2 }, content: [text('개요')] },
      paragraph(text('굵게', [{ type: 'bold' }]), { type: 'hardBreak' }, text('기울임', [{ type: 'italic' }])),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('하나'))] }] },
      { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [paragraph(text('셋'))] }] },
      { type: 'blockquote', content: [paragraph(text('인용'))] },
      { type: 'horizontalRule' },
    ])
    expect(html).toContain('<h2>개요</h2>')
    expect(html).toContain('<p><strong>굵게</strong><br/><em>기울임</em></p>')
    expect(html).toContain('<ul><li><p>하나</p></li></ul>')
    expect(html).toContain('<ol start="3"><li><p>셋</p></li></ol>')
    expect(html).toContain('<blockquote><p>인용</p></blockquote>')
    expect(html).toContain('<hr/>')
  })

  it('marks the language a backend says the text is in (Korean on a Japanese page), and nothing it does not know', () => {
    const markup = (lang: unknown) =>
      renderToStaticMarkup(
        createElement(RichText, {
          document: { doc: { type: 'doc', content: [paragraph(text('한국어 본문'))] }, images: [], lang } as PublicRichDocument,
        }),
      )
    expect(markup('ko-KR')).toMatch(/^<div class="[^"]+" lang="ko-KR">/)
    expect(markup(undefined)).not.toContain('lang=')
    expect(markup('" onmouseover="alert(1)')).not.toContain('lang=')
  })

  it('shifts headings one level down inside a section that has its own h2', () => {
    const html = render(
      [
        { type: 'heading', attrs: { level: 2 }, content: [text('A')] },
        { type: 'heading', attrs: { level: 4 }, content: [text('B')] },
      ],
      [],
      3,
    )
    expect(html).toContain('<h3>A</h3>')
    expect(html).toContain('<h5>B</h5>')
  })

  it('opens links to other sites in a new tab without handing them this page, and keeps site paths and mail as they are', () => {
    const html = render([
      paragraph(
        text('외부', [{ type: 'link', attrs: { href: 'https://example.org/a?b=1' } }]),
        text('내부', [{ type: 'link', attrs: { href: '/news?lang=ko-KR' } }]),
        text('메일', [{ type: 'link', attrs: { href: 'mailto:pr@example.org' } }]),
      ),
    ])
    expect(html).toContain('<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer">외부')
    expect(html).toContain('<a href="/news?lang=ko-KR">내부</a>')
    expect(html).toContain('<a href="mailto:pr@example.org">메일</a>')
  })

  it('tables scroll in their own keyboard-reachable region, with header cells scoped to their column or row', () => {
    const html = render([
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', content: [paragraph(text('항목'))] },
              { type: 'tableHeader', content: [paragraph(text('값'))] },
            ],
          },
          {
            type: 'tableRow',
            content: [
              { type: 'tableHeader', content: [paragraph(text('균주'))] },
              { type: 'tableCell', attrs: { colspan: 2 }, content: [paragraph(text('L. plantarum'))] },
            ],
          },
        ],
      },
    ])
    expect(html).toMatch(/<div class="[^"]*" tabindex="0" role="region" aria-label="[^"]+"><table><tbody>/)
    expect(html).toContain('<th scope="col"><p>항목</p></th>')
    expect(html).toContain('<th scope="row"><p>균주</p></th>')
    expect(html).toContain('<td colSpan="2"><p>L. plantarum</p></td>')
  })

  it('shows a library image in AVIF, WebP or JPEG at the widths it has, with its size reserved and its alt text', () => {
    const html = render([paragraph(text('a')), paragraph(text('b')), { type: 'image', attrs: { mediaId: 7 } }], [photo])
    expect(html).toContain(
      '<source type="image/avif" srcSet="/api/v1/media/files/a-480.avif 480w, /api/v1/media/files/a-1200.avif 1200w"',
    )
    expect(html).toContain('<source type="image/webp"')
    expect(html).toMatch(/<img src="\/api\/v1\/media\/files\/a-1200.jpg" srcSet="\/api\/v1\/media\/files\/a-480.jpg 480w, /)
    expect(html).toContain('alt="연구소 전경" width="1600" height="900" loading="lazy"')
  })

  it('loads an image at the top of the text at once, since it may be on the first screen', () => {
    expect(render([{ type: 'image', attrs: { mediaId: 7 } }], [photo])).toContain('loading="eager"')
  })

  it('leaves out an image the library no longer has', () => {
    const html = render([{ type: 'image', attrs: { mediaId: 8 } }, paragraph(text('본문'))], [photo])
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<figure')
    expect(html).toContain('<p>본문</p>')
  })
})

describe('a hostile document that got past the contract renders nothing executable', () => {
  const hostileHrefs = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://x.example/" onmouseover="alert(1)',
  ]

  it.each(hostileHrefs)('a link to %j is plain text', (href) => {
    const html = render([paragraph(text('클릭', [{ type: 'link', attrs: { href } }]))])
    expect(html).not.toContain('<a')
    expect(html).toContain('<p>클릭</p>')
  })

  it('unknown nodes, marks and attributes are dropped; text with markup stays text', () => {
    const html = render([
      { type: 'script', content: [text('alert(1)')] },
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
      { type: 'html', html: '<img src=x onerror=alert(1)>' },
      {
        type: 'paragraph',
        attrs: { style: 'position:fixed', onclick: 'alert(1)', class: 'x' },
        content: [
          text('<script>alert(1)</script>', [{ type: 'code' }, { type: 'textStyle', attrs: { style: 'x' } }]),
          { type: 'mention', attrs: { href: 'javascript:alert(1)' } },
          { type: 'text', text: { toString: 'x' } },
        ],
      },
      { type: 'heading', attrs: { level: '2 onclick=alert(1)' }, content: [text('제목')] },
      { type: 'heading', attrs: { level: 9 }, content: [text('제목9')] },
      { type: 'orderedList', attrs: { start: '1" onclick="x' }, content: [{ type: 'listItem', content: [] }] },
      { type: 'image', attrs: { mediaId: '7', src: 'javascript:alert(1)' } },
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 'x' }, content: [] }] }] },
      { type: 'bulletList', content: 'not a list' },
      null,
      'text',
    ])
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick|onmouseover|style=|javascript:|srcdoc/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<h2>제목</h2>')
    expect(html).toContain('<h2>제목9</h2>')
    expect(html).toContain('<ol><li></li></ol>')
    expect(html).not.toContain('<img')
  })

  it('an image answer with hostile values renders no attribute of its own choosing', () => {
    const hostile = {
      ...photo,
      alt: '"><script>alert(1)</script>',
      variants: [
        { format: 'jpeg', width: 480, url: 'javascript:alert(1)' },
        { format: 'webp', width: 480, url: '/\\evil.example/x.webp' },
        { format: 'jpeg', width: 800, url: '/api/v1/media/files/a-800.jpg 1x, https://evil.example/x.jpg' },
        { format: 'jpeg', width: 1200, url: '/api/v1/media/files/a-1200.jpg' },
      ],
    }
    const html = render([{ type: 'image', attrs: { mediaId: 7 } }], [hostile as PublicImage])
    expect(html).not.toMatch(/<script|javascript:|evil/)
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain('srcSet="/api/v1/media/files/a-1200.jpg 1200w"')
    expect(html).not.toContain('<source')
  })
})

describe('the words of a document', () => {
  it('are its text, block by block, for a page description', () => {
    const doc = {
      type: 'doc' as const,
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('개요')] },
        paragraph(text('첫 줄'), { type: 'hardBreak' }, text('둘째 줄')),
        { type: 'image', attrs: { mediaId: 7 } },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('항목'))] }] },
      ] as RichBlock[],
    }
    expect(richTextPlainText(doc)).toBe('개요\n\n첫 줄\n둘째 줄\n\n항목')
  })
})
