import type { Editor } from '@tiptap/react'
import { m } from '~/paraglide/messages'

/** A button of the toolbar: what it does, its name and its shortcut. */
export interface ToolButton {
  id: string
  label: () => string
  /** The symbol on the button (hidden from assistive technology, which reads the label). */
  text: string
  shortcut?: string
  active?: (editor: Editor) => boolean
  run: (editor: Editor) => boolean
}

const chain = (editor: Editor) => editor.chain().focus()

/** The toolbar, in its order: marks, headings, lists, quote, rule, tables, undo and redo. */
export const tools: ToolButton[] = [
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

/** Whether a button does nothing here: a table's outside a table, undo and redo with nothing to undo or redo. */
export function toolDisabled(tool: ToolButton, state: { inTable: boolean; canUndo: boolean; canRedo: boolean }): boolean {
  return (
    (tableTools.has(tool.id) && !state.inTable) ||
    (tool.id === 'undo' && !state.canUndo) ||
    (tool.id === 'redo' && !state.canRedo)
  )
}
