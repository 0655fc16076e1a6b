import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { localizedText } from './localized-text'
import { localizedRichDocument } from './rich-text'
import { signInEndpoints } from './sign-in-endpoints'
import { textFaults } from './text-faults'
import { multiLine } from './typed-text'

const question = v.object({
  title: v.pipe(v.string(), v.trim()),
  content: v.pipe(v.string(), multiLine, v.trim()),
  tags: v.optional(v.array(v.string())),
})

describe('the texts of a request the contract refuses', () => {
  it('names each field at fault by its path, in the order of the value', () => {
    const faults = textFaults(question, { title: 'a\ud800', content: 'b\uffff', tags: ['ok', 'x\u0000'] })
    expect(faults).toEqual([
      { path: 'title', fault: 'unkeepable' },
      { path: 'content', fault: 'unkeepable' },
      { path: 'tags.1', fault: 'unkeepable' },
    ])
    expect(textFaults(question, { title: 'a\ud800', content: 'b\uffff' }, 1)).toEqual([{ path: 'title', fault: 'unkeepable' }])
  })

  it('takes lines where the schema marks the field multi-line, and nowhere else', () => {
    expect(textFaults(question, { title: 'one', content: 'first\n\tsecond' })).toEqual([])
    expect(textFaults(question, { title: 'one\ntwo', content: '' })).toEqual([{ path: 'title', fault: 'line_break' }])
    const answer = localizedText(100, 'multi')
    expect(textFaults(answer, { 'ko-KR': '첫 줄\n둘째 줄', 'en-US': 'a\tb' })).toEqual([])
    expect(textFaults(localizedText(100), { 'ko-KR': '제목', 'en-US': 'Title\n' })).toEqual([
      { path: 'en-US', fault: 'line_break' },
    ])
  })

  it('reads a rich text document through its unions and lazy nodes, to the text of a cell', () => {
    const cell = (text: string) => ({
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }],
        },
      ],
    })
    const body = { 'ko-KR': { type: 'doc', content: [cell('표\t안')] }, 'en-US': { type: 'doc', content: [cell('cell\uffff')] } }
    expect(textFaults(localizedRichDocument, body)).toEqual([
      { path: 'en-US.content.0.content.0.content.0.content.0.content.0.text', fault: 'unkeepable' },
    ])
    expect(textFaults(localizedRichDocument, { 'ko-KR': '본문\n\n둘째 문단', 'ja-JP': '本文\u0000' })).toEqual([
      { path: 'ja-JP', fault: 'unkeepable' },
    ])
  })

  it('checks every string, those no schema names and the keys of objects too, each a line', () => {
    // Named by the field that holds it, never by a key the caller made up.
    expect(textFaults(question, { title: 'a', content: 'b', extra: { deep: 'x\ny' } })).toEqual([
      { path: '', fault: 'line_break' },
    ])
    expect(textFaults(question, { title: 'a', tags: [{ '<b>': 'x\u0000' }] })).toEqual([{ path: 'tags.0', fault: 'unkeepable' }])
    expect(textFaults(question, { 'ti\u0000tle': 'a' })).toEqual([{ path: '', fault: 'unkeepable' }])
    expect(textFaults(undefined, ['\ud800'])).toEqual([{ path: '0', fault: 'unkeepable' }])
  })

  it('reads no password: a secret hashed as it arrives, of any characters, however it was set before', () => {
    const login = signInEndpoints.login.body
    expect(textFaults(login, { email: 'a@example.com', password: 'pass\tword\u0000\ud800' })).toEqual([])
    expect(textFaults(login, { email: 'a@example.com\n', password: 'x' })).toEqual([{ path: 'email', fault: 'line_break' }])
  })

  it('walks a value nested far deeper than any schema without running out of stack', () => {
    let deep: unknown = '\u0001'
    for (let level = 0; level < 100_000; level++) deep = [deep]
    expect(textFaults(question, { title: 'a', content: 'b', tags: deep })).toEqual([
      { path: `tags${'.0'.repeat(100_000)}`, fault: 'unkeepable' },
    ])
  })
})
