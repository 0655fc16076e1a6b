import type { EditorView } from '@tiptap/pm/view'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { type ComponentType, useId, useMemo, useRef, useState } from 'react'
import type { RichDocument } from '~/api/contract/rich-text'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { cleanRichDocument, type EditorJson } from '../rich-text-clean'
import { editorFirstContent } from '../rich-text-first-content'
import { caretPastImage } from './caret-past-image'
import { EditorBox } from './rich-text-editor.styles'
import { extensionsFor } from './rich-text-extensions'
import { LinkForm } from './rich-text-link-form'
import { toolDisabled, tools } from './rich-text-tools'
import { ToolIcon } from './toolbar-icons'
import { useRovingToolbar } from './use-roving-toolbar'

/** What the media library's picker gives back for an image chosen or uploaded. */
export interface PickedMedia {
  mediaId: number
  alt: string
  src: string
  width: number
  height: number
}

export type MediaPickerComponent = ComponentType<{
  open: boolean
  onPick: (media: PickedMedia) => void
  onClose: () => void
}>

export interface RichTextEditorProps {
  id: string
  locale: Locale
  label: string
  value: RichDocument | undefined
  onChange: (doc: RichDocument) => void
  /** The id of the field's message (required, refused), for assistive technology. */
  describedBy?: string
  invalid?: boolean
  mediaPicker?: MediaPickerComponent
}

/**
 * One language's rich text: Tiptap restricted to what the contract takes, with a toolbar of named buttons (and their
 * shortcuts; one tab stop, the arrow keys move along it) and a link form (Ctrl+K). Uncontrolled: `value` is its first content (the page remounts it to replace
 * the text). Its changes go out cleaned to the contract's shape, never in the middle of an input method's composition
 * (Korean, Chinese, Japanese): the composed text goes out once the composition ends.
 */
export default function RichTextEditor({
  id,
  locale,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  mediaPicker: MediaPicker,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const editorRef = useRef<Editor | null>(null)
  const emit = (current: Editor) => onChangeRef.current(cleanRichDocument(current.getJSON() as EditorJson))

  // One list per language: a new one at each render would set the editor's options again.
  const extensions = useMemo(() => extensionsFor(locale), [locale])
  const editor = useEditor({
    extensions,
    content: editorFirstContent(value),
    // Rendered in the browser only (the page shows a placeholder until it has hydrated): the editor exists at once.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        lang: locale,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleDOMEvents: {
        compositionend: (view: EditorView) => {
          // ProseMirror reads the composed text shortly after this event (20 ms): send it once that is done.
          setTimeout(() => {
            if (!view.composing && editorRef.current) emit(editorRef.current)
          }, 50)
          return false
        },
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault()
          setLinkOpen(true)
          return true
        }
        return false
      },
    },
    onUpdate: ({ editor: current }) => {
      if (current.view.composing) return
      emit(current)
    },
  })

  editorRef.current = editor
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: Object.fromEntries(tools.map((tool) => [tool.id, tool.active?.(current) ?? false])),
            inTable: current.isActive('table'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : undefined,
  })

  const toolbarId = useId()
  const usable = [
    ...tools.filter((tool) => !state || !toolDisabled(tool, state)).map((tool) => tool.id),
    'link',
    ...(MediaPicker ? ['image'] : []),
  ]
  const { onToolbarKeyDown, buttonProps } = useRovingToolbar(usable)
  if (!editor || !state) return <EditorBox style={{ minHeight: 268 }} aria-busy="true" />

  return (
    <EditorBox data-invalid={invalid ? '' : undefined}>
      <div
        className="toolbar"
        role="toolbar"
        onKeyDown={onToolbarKeyDown}
        aria-label={m.admin_editor_toolbar({ language: label })}
        id={toolbarId}
      >
        {tools.map((tool) => (
          <button
            key={tool.id}
            {...buttonProps(tool.id)}
            type="button"
            title={tool.shortcut ? `${tool.label()} (${tool.shortcut.replace('Control', 'Ctrl')})` : tool.label()}
            aria-keyshortcuts={tool.shortcut}
            aria-pressed={tool.active ? state.active[tool.id] === true : undefined}
            disabled={toolDisabled(tool, state)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.apply(editor.chain().focus()).run()}
          >
            {'icon' in tool.face ? <ToolIcon name={tool.face.icon} /> : <span aria-hidden="true">{tool.face.text}</span>}
            <span className="visually-hidden">{tool.label()}</span>
          </button>
        ))}
        <button
          {...buttonProps('link')}
          type="button"
          title={`${m.admin_editor_link()} (Ctrl+K)`}
          aria-keyshortcuts="Control+K"
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <ToolIcon name="link" />
          <span className="visually-hidden">{m.admin_editor_link()}</span>
        </button>
        {MediaPicker ? (
          <button {...buttonProps('image')} type="button" title={m.admin_editor_image()} onClick={() => setPickerOpen(true)}>
            <ToolIcon name="image" />
            <span className="visually-hidden">{m.admin_editor_image()}</span>
          </button>
        ) : null}
      </div>
      {linkOpen ? (
        <LinkForm
          editor={editor}
          onDone={() => {
            setLinkOpen(false)
            editor.commands.focus()
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
      {MediaPicker ? (
        <MediaPicker
          open={pickerOpen}
          onClose={() => {
            setPickerOpen(false)
            editor.commands.focus()
          }}
          onPick={(media) => {
            setPickerOpen(false)
            editor
              .chain()
              .focus()
              .insertContent({ type: 'image', attrs: { mediaId: media.mediaId, src: media.src, alt: media.alt } })
              .command(caretPastImage)
              .run()
          }}
        />
      ) : null}
    </EditorBox>
  )
}
