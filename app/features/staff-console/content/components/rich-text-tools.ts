import type { Editor } from '@tiptap/react'
import { m } from '~/paraglide/messages'
import type { ToolIconName } from './toolbar-icons'

/** A button of the toolbar: what it does, its name and its shortcut. */
export interface ToolButton {
  id: string
  label: () => string
  /** What the button shows: a drawn icon (toolbar-icons.tsx), or a short text its label begins with ("H2, heading 2"). */
  face: { icon: ToolIconName } | { text: string }
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
    face: { icon: 'bold' },
    shortcut: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => chain(e).toggleBold().run(),
  },
  {
    id: 'italic',
    label: m.admin_editor_italic,
    face: { icon: 'italic' },
    shortcut: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => chain(e).toggleItalic().run(),
  },
  ...([2, 3, 4] as const).map(
    (level): ToolButton => ({
      id: `h${level}`,
      label: () => m.admin_editor_heading({ level: String(level) }),
      face: { text: `H${level}` },
      shortcut: `Control+Alt+${level}`,
      active: (e) => e.isActive('heading', { level }),
      run: (e) => chain(e).toggleHeading({ level }).run(),
    }),
  ),
  {
    id: 'bullet',
    label: m.admin_editor_bullet_list,
    face: { icon: 'bullet' },
    shortcut: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    id: 'ordered',
    label: m.admin_editor_ordered_list,
    face: { icon: 'ordered' },
    shortcut: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    id: 'quote',
    label: m.admin_editor_quote,
    face: { icon: 'quote' },
    shortcut: 'Control+Shift+B',
    active: (e) => e.isActive('blockquote'),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  { id: 'rule', label: m.admin_editor_rule, face: { icon: 'rule' }, run: (e) => chain(e).setHorizontalRule().run() },
  {
    id: 'table',
    label: m.admin_editor_table,
    face: { icon: 'table' },
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { id: 'row', label: m.admin_editor_table_row, face: { icon: 'row' }, run: (e) => chain(e).addRowAfter().run() },
  { id: 'column', label: m.admin_editor_table_column, face: { icon: 'column' }, run: (e) => chain(e).addColumnAfter().run() },
  {
    id: 'delete-table',
    label: m.admin_editor_table_delete,
    face: { icon: 'delete-table' },
    run: (e) => chain(e).deleteTable().run(),
  },
  { id: 'undo', label: m.admin_editor_undo, face: { icon: 'undo' }, shortcut: 'Control+Z', run: (e) => chain(e).undo().run() },
  {
    id: 'redo',
    label: m.admin_editor_redo,
    face: { icon: 'redo' },
    shortcut: 'Control+Shift+Z',
    run: (e) => chain(e).redo().run(),
  },
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
