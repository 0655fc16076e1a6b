import type { ChainedCommands } from '@tiptap/core'
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
  /** What it does to the editor's chain of commands; the toolbar runs it after giving the editor back its focus. */
  apply: (chain: ChainedCommands) => ChainedCommands
}

/** The toolbar, in its order: marks, headings, lists, quote, rule, tables, undo and redo. */
export const tools: ToolButton[] = [
  {
    id: 'bold',
    label: m.admin_editor_bold,
    face: { icon: 'bold' },
    shortcut: 'Control+B',
    active: (e) => e.isActive('bold'),
    apply: (c) => c.toggleBold(),
  },
  {
    id: 'italic',
    label: m.admin_editor_italic,
    face: { icon: 'italic' },
    shortcut: 'Control+I',
    active: (e) => e.isActive('italic'),
    apply: (c) => c.toggleItalic(),
  },
  ...([2, 3, 4] as const).map(
    (level): ToolButton => ({
      id: `h${level}`,
      label: () => m.admin_editor_heading({ level: String(level) }),
      face: { text: `H${level}` },
      shortcut: `Control+Alt+${level}`,
      active: (e) => e.isActive('heading', { level }),
      apply: (c) => c.toggleHeading({ level }),
    }),
  ),
  {
    id: 'bullet',
    label: m.admin_editor_bullet_list,
    face: { icon: 'bullet' },
    shortcut: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    apply: (c) => c.toggleBulletList(),
  },
  {
    id: 'ordered',
    label: m.admin_editor_ordered_list,
    face: { icon: 'ordered' },
    shortcut: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    apply: (c) => c.toggleOrderedList(),
  },
  {
    id: 'quote',
    label: m.admin_editor_quote,
    face: { icon: 'quote' },
    shortcut: 'Control+Shift+B',
    active: (e) => e.isActive('blockquote'),
    apply: (c) => c.toggleBlockquote(),
  },
  { id: 'rule', label: m.admin_editor_rule, face: { icon: 'rule' }, apply: (c) => c.setHorizontalRule() },
  {
    id: 'table',
    label: m.admin_editor_table,
    face: { icon: 'table' },
    apply: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
  },
  { id: 'row', label: m.admin_editor_table_row, face: { icon: 'row' }, apply: (c) => c.addRowAfter() },
  { id: 'column', label: m.admin_editor_table_column, face: { icon: 'column' }, apply: (c) => c.addColumnAfter() },
  {
    id: 'delete-table',
    label: m.admin_editor_table_delete,
    face: { icon: 'delete-table' },
    apply: (c) => c.deleteTable(),
  },
  { id: 'undo', label: m.admin_editor_undo, face: { icon: 'undo' }, shortcut: 'Control+Z', apply: (c) => c.undo() },
  {
    id: 'redo',
    label: m.admin_editor_redo,
    face: { icon: 'redo' },
    shortcut: 'Control+Shift+Z',
    apply: (c) => c.redo(),
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
