import type { CommandProps } from '@tiptap/core'
import { NodeSelection, TextSelection } from '@tiptap/pm/state'

/**
 * After an image is inserted the caret goes past it, as the well-known editors put it: into the next text after it,
 * or into a new paragraph when nothing follows. Left on the image (selected as a node), the next key typed replaced it.
 */
export function caretPastImage({ tr, state }: CommandProps): boolean {
  const { selection } = tr
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return true
  const after = selection.to
  const next = TextSelection.findFrom(tr.doc.resolve(after), 1, true)
  if (next) {
    tr.setSelection(next)
    return true
  }
  const paragraph = state.schema.nodes.paragraph
  if (!paragraph) return true
  tr.insert(after, paragraph.create())
  tr.setSelection(TextSelection.create(tr.doc, after + 1))
  return true
}
