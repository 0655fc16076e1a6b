import { styled } from '@linaria/react'
import type { JSONContent } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { TableKit } from '@tiptap/extension-table'
import type { EditorView } from '@tiptap/pm/view'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { type RichDocument, safeHref } from '~/api/contract/rich-text'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { cleanRichDocument, type EditorJson } from '../rich-text-clean'

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
 * An image of the media library: stored as `{ mediaId }` only; `src` and `alt` are the editor's display of it (never
 * saved: the public page takes them from the library, in the reader's language). Only an image that names a library
 * item is taken from a paste: any other `<img>` is dropped.
 */
const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (element: HTMLElement) => Number(element.getAttribute('data-media-id')) || null,
        renderHTML: (attributes: { mediaId?: number | null }) =>
          attributes.mediaId ? { 'data-media-id': String(attributes.mediaId) } : {},
      },
    }
  },
  parseHTML() {
    return [{ tag: 'img[data-media-id]' }]
  },
}).configure({ inline: false, allowBase64: false })

/** Only what the contract takes: headings 2-4, lists, quotes, rules, links, bold and italic, tables, library images. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: [],
    defaultProtocol: 'https',
    isAllowedUri: (url) => v.is(safeHref, url),
    shouldAutoLink: (url) => v.is(safeHref, url),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
  }),
  LibraryImage,
  TableKit.configure({ table: { resizable: false } }),
]

const Box = styled.div`
  border: 1px solid ${colors.third};
  border-radius: 6px;
  min-width: 0;
  &[data-invalid] {
    border: 2px solid ${colors.error};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  .toolbar {
    border-bottom: 1px solid ${colors.border};
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    padding: 4px;
  }
  .toolbar button {
    background: ${colors.background};
    border: 1px solid transparent;
    border-radius: 4px;
    color: ${colors.text};
    cursor: pointer;
    font: inherit;
    font-size: 14px;
    min-height: 36px;
    min-width: 36px;
    padding: 4px 8px;
  }
  .toolbar button[aria-pressed='true'] {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
  }
  .toolbar button:disabled {
    color: ${colors.third};
    cursor: not-allowed;
  }
  .link-form {
    align-items: end;
    border-bottom: 1px solid ${colors.border};
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 8px;
  }
  .link-form label {
    display: grid;
    flex: 1 1 200px;
    font-size: 14px;
    gap: 4px;
  }
  .tiptap {
    min-height: 220px;
    outline: none;
    overflow-wrap: anywhere;
    padding: 8px 12px;
  }
  .tiptap table {
    border-collapse: collapse;
    width: 100%;
  }
  .tiptap td,
  .tiptap th {
    border: 1px solid ${colors.border};
    padding: 4px 8px;
    vertical-align: top;
  }
  .tiptap img {
    display: block;
    max-width: 100%;
    min-height: 48px;
    background: ${colors.surface};
  }
  .tiptap img.ProseMirror-selectednode {
    outline: 3px solid ${colors.focus};
  }
  .tiptap blockquote {
    border-left: 3px solid ${colors.thirdSoft};
    margin: 0;
    padding-left: 12px;
  }
`

interface ToolButton {
  id: string
  label: () => string
  /** The symbol on the button (hidden from assistive technology, which reads the label). */
  text: string
  shortcut?: string
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => boolean
}

const chain = (editor: Editor) => editor.chain().focus()

const tools: ToolButton[] = [
  {
    id: 'bold',
    label: m.admin_editor_bold,
    text: 'B',
    shortcut: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => chain(e).toggleBold().run(),
  },
  {
    id: 'italic',
    label: m.admin_editor_italic,
    text: 'I',
    shortcut: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => chain(e).toggleItalic().run(),
  },
  ...([2, 3, 4] as const).map(
    (level): ToolButton => ({
      id: `h${level}`,
      label: () => m.admin_editor_heading({ level: String(level) }),
      text: `H${level}`,
      shortcut: `Control+Alt+${level}`,
      active: (e) => e.isActive('heading', { level }),
      run: (e) => chain(e).toggleHeading({ level }).run(),
    }),
  ),
  {
    id: 'bullet',
    label: m.admin_editor_bullet_list,
    text: '•',
    shortcut: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    id: 'ordered',
    label: m.admin_editor_ordered_list,
    text: '1.',
    shortcut: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    id: 'quote',
    label: m.admin_editor_quote,
    text: '❝',
    shortcut: 'Control+Shift+B',
    active: (e) => e.isActive('blockquote'),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  { id: 'rule', label: m.admin_editor_rule, text: '―', run: (e) => chain(e).setHorizontalRule().run() },
  {
    id: 'table',
    label: m.admin_editor_table,
    text: '▦',
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { id: 'row', label: m.admin_editor_table_row, text: '+≡', run: (e) => chain(e).addRowAfter().run() },
  { id: 'column', label: m.admin_editor_table_column, text: '+‖', run: (e) => chain(e).addColumnAfter().run() },
  { id: 'delete-table', label: m.admin_editor_table_delete, text: '⌫▦', run: (e) => chain(e).deleteTable().run() },
  { id: 'undo', label: m.admin_editor_undo, text: '↶', shortcut: 'Control+Z', run: (e) => chain(e).undo().run() },
  { id: 'redo', label: m.admin_editor_redo, text: '↷', shortcut: 'Control+Shift+Z', run: (e) => chain(e).redo().run() },
]

const tableTools = new Set(['row', 'column', 'delete-table'])

/**
 * One language's rich text: Tiptap restricted to what the contract takes, with a toolbar of named buttons (and their
 * shortcuts) and a link form (Ctrl+K). Uncontrolled: `value` is its first content (the page remounts it to replace
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

  const editor = useEditor({
    extensions,
    content: (value ?? { type: 'doc', content: [] }) as JSONContent,
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
  if (!editor || !state) return <Box style={{ minHeight: 268 }} aria-busy="true" />

  const disabled = (tool: ToolButton) =>
    (tableTools.has(tool.id) && !state.inTable) ||
    (tool.id === 'undo' && !state.canUndo) ||
    (tool.id === 'redo' && !state.canRedo)

  return (
    <Box data-invalid={invalid ? '' : undefined}>
      <div className="toolbar" role="toolbar" aria-label={m.admin_editor_toolbar({ language: label })} id={toolbarId}>
        {tools.map((tool) => (
          <button
            key={tool.id}
            type="button"
            title={tool.shortcut ? `${tool.label()} (${tool.shortcut.replace('Control', 'Ctrl')})` : tool.label()}
            aria-keyshortcuts={tool.shortcut}
            aria-pressed={tool.active ? state.active[tool.id] === true : undefined}
            disabled={disabled(tool)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            <span aria-hidden="true">{tool.text}</span>
            <span className="visually-hidden">{tool.label()}</span>
          </button>
        ))}
        <button
          type="button"
          title={`${m.admin_editor_link()} (Ctrl+K)`}
          aria-keyshortcuts="Control+K"
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <span aria-hidden="true">🔗</span>
          <span className="visually-hidden">{m.admin_editor_link()}</span>
        </button>
        {MediaPicker ? (
          <button type="button" title={m.admin_editor_image()} onClick={() => setPickerOpen(true)}>
            <span aria-hidden="true">🖼</span>
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
              .run()
          }}
        />
      ) : null}
    </Box>
  )
}

/** The address of the selection's link: set (an http(s), mailto or site address, as the contract takes) or removed. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const inputId = useId()
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const inputRef = useRef<HTMLInputElement>(null)
  // The form opens on the editor's own request (the button, Ctrl+K): its address field takes the focus.
  useEffect(() => inputRef.current?.focus(), [])
  const [error, setError] = useState('')
  function apply(event: FormEvent) {
    event.preventDefault()
    event.stopPropagation()
    const address = href.trim()
    if (!v.is(safeHref, address)) {
      setError(m.admin_editor_link_invalid())
      return
    }
    const range = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link'))
      range.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run()
    else range.setLink({ href: address }).run()
    onDone()
  }
  return (
    // A div, not a form: it sits inside the editor's form, and Enter in it must not submit that one.
    <div className="link-form">
      <label htmlFor={inputId}>
        {m.admin_editor_link_address()}
        <input
          id={inputId}
          type="url"
          value={href}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event)
            if (event.key === 'Escape') onDone()
          }}
        />
      </label>
      <Button type="button" onClick={apply}>
        {m.admin_editor_link_apply()}
      </Button>
      {editor.isActive('link') ? (
        <Button
          type="button"
          data-variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onDone()
          }}
        >
          {m.admin_editor_link_remove()}
        </Button>
      ) : null}
      <Button type="button" data-variant="secondary" onClick={onDone}>
        {m.admin_cancel()}
      </Button>
      {error ? (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
