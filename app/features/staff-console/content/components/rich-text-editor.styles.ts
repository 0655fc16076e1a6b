import { styled } from '@linaria/react'
import { currentInForcedColors } from '~/components/styles/forced-colors'
import { colors } from '~/components/styles/theme'

/** The editor's box: its toolbar, its link form, and the document as the public page will lay it out. */
export const EditorBox = styled.div`
  border: 1px solid ${colors.third};
  border-radius: 6px;
  min-width: 0;
  &[data-reference] {
    background: ${colors.surface};
    border-color: ${colors.border};
  }
  &[data-invalid] {
    border: 2px solid ${colors.error};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  /* On screen while its text is, however long (the Terms are many screens): it sticks to the window's top, where the
     console's header has scrolled away, and leaves with the end of its editor. */
  .toolbar {
    background: ${colors.background};
    border-bottom: 1px solid ${colors.border};
    border-radius: 6px 6px 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    padding: 4px;
    position: sticky;
    top: 0;
    z-index: 1;
  }
  .toolbar button {
    align-items: center;
    display: inline-flex;
    justify-content: center;
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
    ${currentInForcedColors}
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
  .tiptap img,
  .tiptap .image-pending {
    display: block;
    max-width: 100%;
    height: auto;
    min-height: 48px;
    background: ${colors.surface};
  }
  .tiptap .ProseMirror-selectednode img,
  .tiptap .ProseMirror-selectednode .image-pending {
    outline: 3px solid ${colors.focus};
  }
  .tiptap blockquote {
    border-left: 3px solid ${colors.thirdSoft};
    margin: 0;
    padding-left: 12px;
  }
`
