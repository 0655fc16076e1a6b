/**
 * The editor toolbar's icons, drawn as SVG strokes in the text's colour: the same on every staff computer, where emoji
 * and symbol glyphs came from whatever font the system had. Hidden from assistive technology: each button is named by
 * its label.
 */
const paths = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7z M7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8 M6 19h8 M14 5l-4 14',
  bullet: 'M9 7h11 M9 12h11 M9 17h11 M4.5 7h.01 M4.5 12h.01 M4.5 17h.01',
  ordered: 'M10 7h10 M10 12h10 M10 17h10 M4 5.5l1.5-1V9 M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3',
  quote: 'M5 17c2-1 3-3 3-6V7H4v4h4 M14 17c2-1 3-3 3-6V7h-4v4h4',
  rule: 'M3 12h18',
  table: 'M3 4h18v16H3z M3 10h18 M3 15h18 M9 4v16 M15 4v16',
  row: 'M3 4h18v9H3z M3 8.5h18 M12 15v6 M9 18h6',
  column: 'M3 3h9v18H3z M7.5 3v18 M15 12h6 M18 9v6',
  'delete-table': 'M3 4h12v12H3z M3 10h12 M9 4v12 M16 15l5 5 M21 15l-5 5',
  undo: 'M9 14L4 9l5-5 M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 14l5-5-5-5 M20 9H9a5 5 0 0 0 0 10h3',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1 M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  image: 'M3 5h18v14H3z M8.5 9.5h.01 M21 15l-5-5-10 9',
} as const

export type ToolIconName = keyof typeof paths

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      <path d={paths[name]} />
    </svg>
  )
}
