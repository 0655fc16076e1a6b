import { Editor } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import type { RichBlock, RichDocument } from '~/api/contract/rich-text'
import { extensionsFor } from './components/rich-text-extensions'
import { tools } from './components/rich-text-tools'
import { cleanRichDocument, type EditorJson } from './rich-text-clean'
import { editorFirstContent } from './rich-text-first-content'

/** An editor as a body field opens one, on the body it is given (none for a language not written yet). */
const openedEditor = (value: RichDocument | undefined) =>
  new Editor({ extensions: extensionsFor('en-US'), content: editorFirstContent(value) })

/** A toolbar button pressed (or its shortcut, which runs the same command). */
const press = (editor: Editor, toolId: string) => {
  const tool = tools.find((each) => each.id === toolId)
  if (!tool) throw new Error(`no tool ${toolId}`)
  tool.apply(editor.chain()).run()
}

/**
 * Letters typed on the keyboard: ProseMirror puts a key's character at the editor's selection itself (an input method's
 * text, Hangul, is read from the page instead).
 */
const typeKeys = (editor: Editor, text: string) => editor.view.dispatch(editor.state.tr.insertText(text))

const bodyOf = (editor: Editor) => cleanRichDocument(editor.getJSON() as EditorJson)

const typed = 'About the research'
const paragraph: RichBlock = { type: 'paragraph', content: [{ type: 'text', text: typed }] }

describe('the first block of an empty body', () => {
  it.each<[string, RichBlock[]]>([
    ['h2', [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: typed }] }]],
    ['h3', [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: typed }] }]],
    ['h4', [{ type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: typed }] }]],
    ['bullet', [{ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph] }] }]],
    ['ordered', [{ type: 'orderedList', content: [{ type: 'listItem', content: [paragraph] }] }]],
    ['quote', [{ type: 'blockquote', content: [paragraph] }]],
    ['rule', [{ type: 'horizontalRule' }, paragraph]],
  ])('stays what %s made it when the first letters are typed on the keyboard', (toolId, blocks) => {
    for (const empty of [undefined, { type: 'doc', content: [] } satisfies RichDocument]) {
      const editor = openedEditor(empty)
      press(editor, toolId)
      typeKeys(editor, typed)
      expect(bodyOf(editor), `${toolId} in ${JSON.stringify(empty)}`).toEqual({ type: 'doc', content: blocks })
    }
  })

  it('takes the letters into the first cell of a table inserted there', () => {
    const editor = openedEditor(undefined)
    press(editor, 'table')
    typeKeys(editor, typed)
    const [table] = bodyOf(editor).content
    expect(table?.type).toBe('table')
    expect(JSON.stringify(table)).toContain(typed)
  })

  it('is a paragraph when nothing is chosen, and a written body opens as it is', () => {
    const editor = openedEditor(undefined)
    typeKeys(editor, typed)
    expect(bodyOf(editor)).toEqual({ type: 'doc', content: [paragraph] })

    const written: RichDocument = {
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Title' }] }, paragraph],
    }
    expect(bodyOf(openedEditor(written))).toEqual(written)
  })
})
