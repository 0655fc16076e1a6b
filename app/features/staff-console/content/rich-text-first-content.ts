import type { JSONContent } from '@tiptap/core'
import type { RichDocument } from '~/api/contract/rich-text'

/**
 * What an editor opens with: the body given, or, for none or an empty one (a new item, a language not written yet), one
 * empty paragraph. A document of no blocks, which the contract allows and ProseMirror's schema does not, gives the caret
 * no place: the whole document is selected, a click into it selects nothing else, and the first key press then replaces
 * everything with a paragraph, so that a heading, list or quote chosen before typing Latin letters was lost (issue 66).
 * An input method's text (Hangul) is read from the page, not put at the selection, which is why it was spared.
 */
export function editorFirstContent(value: RichDocument | undefined): JSONContent {
  return value && value.content.length > 0 ? value : { type: 'doc', content: [{ type: 'paragraph' }] }
}
