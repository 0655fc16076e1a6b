import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { richDocument } from '~/api/contract/rich-text'
import { cleanRichDocument } from './rich-text-clean'

/** The editor's JSON as Tiptap gives it, with the attributes the contract does not keep. */
const editorJson = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2, textAlign: 'left' }, content: [{ type: 'text', text: '새 소식' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '굵게', marks: [{ type: 'bold' }, { type: 'underline' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: '링크',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/a', target: '_blank', rel: 'noopener', class: null } }],
        },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '하나' }] }] }],
    },
    { type: 'image', attrs: { mediaId: 7, src: '/api/v1/media/files/x.webp', alt: '사진', title: null, width: null } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [{ type: 'paragraph' }] },
            { type: 'tableCell', attrs: { colspan: 2, rowspan: 1, colwidth: [100, 80] }, content: [{ type: 'paragraph' }] },
          ],
        },
      ],
    },
  ],
}

describe('cleanRichDocument', () => {
  it('keeps only what the contract takes, and the contract takes the result as it is', () => {
    const doc = cleanRichDocument(editorJson)
    expect(doc.content[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '새 소식' }] })
    expect(doc.content[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '굵게', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: '링크', marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }] },
      ],
    })
    expect(doc.content[2]).toEqual({
      type: 'orderedList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '하나' }] }] }],
    })
    expect(doc.content[3]).toEqual({ type: 'image', attrs: { mediaId: 7 } })
    expect(doc.content[4]).toEqual({
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', content: [{ type: 'paragraph' }] },
            { type: 'tableCell', attrs: { colspan: 2 }, content: [{ type: 'paragraph' }] },
          ],
        },
      ],
    })
    expect(v.parse(richDocument, doc)).toEqual(doc)
  })

  it('unlinks an address a browser would run, drops an image without a library item and unknown blocks', () => {
    const doc = cleanRichDocument({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
        { type: 'image', attrs: { src: 'https://elsewhere.example/a.png' } },
        { type: 'codeBlock', content: [{ type: 'text', text: 'code' }] },
        { type: 'details', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'inside' }] }] },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'h1' }] },
      ],
    })
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'x' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'inside' }] },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'h1' }] },
    ])
    expect(v.is(richDocument, doc)).toBe(true)
  })

  it('keeps the characters of a paste as they came, for the form to show what the contract refuses; drops empty text', () => {
    const doc = cleanRichDocument({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a\u0000b' },
            { type: 'text', text: '' },
          ],
        },
      ],
    })
    expect(doc.content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'a\u0000b' }] }])
  })

  it('reads nothing but a document', () => {
    expect(cleanRichDocument(null)).toEqual({ type: 'doc', content: [] })
    expect(cleanRichDocument({ type: 'paragraph', content: [] })).toEqual({ type: 'doc', content: [] })
  })
})
