import type { JSONContent } from '@tiptap/core'
import { EditorContent, useEditor } from '@tiptap/react'
import { useMemo } from 'react'
import type { RichDocument } from '~/api/contract/rich-text'
import { baseLocale } from '~/i18n/locales'
import { EditorBox } from './rich-text-editor.styles'
import { extensionsFor } from './rich-text-extensions'

/**
 * A body's Korean original beside its translation (decision 79): the editor's own rendering of it, images and tables
 * included, read-only and out of the tab order. Loaded with the editor, in its chunk.
 */
export default function RichTextReference({ value, label }: { value: RichDocument; label: string }) {
  const extensions = useMemo(() => extensionsFor(baseLocale), [])
  const editor = useEditor({
    extensions,
    content: value as JSONContent,
    editable: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { lang: baseLocale, role: 'document', 'aria-label': label } },
  })
  return (
    <EditorBox data-reference="">
      <EditorContent editor={editor} />
    </EditorBox>
  )
}
