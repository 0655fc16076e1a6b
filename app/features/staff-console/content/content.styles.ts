import { styled } from '@linaria/react'
import { breakpoints, colors, media } from '~/components/styles/theme'
import { editorInputs } from './editor-inputs'

/** The editor's form: its fields stacked, each type's other fields in a grid. */
export const EditorForm = styled.form`
  display: grid;
  gap: 24px;
  ${editorInputs}
  .fields {
    display: grid;
    gap: 16px;
    ${media.md} {
      grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    }
  }
  .field {
    display: grid;
    gap: 4px;
    align-content: start;
    min-width: 0;
  }
  .field > label {
    font-weight: 600;
  }
  .hint {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  /* Always on screen while the form is: the save is never many screens below the field being written. */
  .save-bar {
    background: ${colors.background};
    border-top: 1px solid ${colors.border};
    bottom: 0;
    padding: 12px 0;
    position: sticky;
    z-index: 2;
  }
  .save-bar .short {
    display: none;
  }
  .to-publication {
    margin-left: auto;
  }
  /* A phone: one row of about 60 px, each action in a word on one line, the way up an arrow; the state, said in full
     by the save's description, is a mark on it while something is unsaved. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    .save-bar {
      flex-wrap: nowrap;
      gap: 6px;
      min-width: 0;
      padding: 8px 0;
    }
    .save-bar .full,
    .save-bar .hint {
      display: none;
    }
    .save-bar .short {
      display: inline;
    }
    .save-bar button {
      font-size: 14px;
      /* A word each, not the 88 px a button's words take at least elsewhere: three of them and the arrow fit 320 px. */
      min-width: 0;
      padding: 6px 12px;
      white-space: nowrap;
    }
    .save-bar button[data-unsaved]::after {
      background: currentColor;
      border-radius: 50%;
      content: '';
      display: inline-block;
      height: 8px;
      margin-left: 6px;
      vertical-align: middle;
      width: 8px;
    }
    .save-bar .to-publication {
      align-items: center;
      display: inline-flex;
      font-size: 20px;
      justify-content: center;
      min-height: 44px;
      min-width: 44px;
      text-decoration: none;
    }
  }
`

/** A comparison of two versions, field by field: removed words struck through, added ones marked. */
export const DiffList = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  del {
    background: #fde7e7;
    color: #8a1c1c;
  }
  ins {
    background: #e3f4e8;
    color: #0f5e3a;
    text-decoration: none;
  }
  .diff-image {
    align-items: center;
    display: flex;
    gap: 8px;
    margin-top: 4px;
    white-space: normal;
  }
  .diff-image img {
    height: auto;
    max-height: 80px;
    max-width: 120px;
    width: auto;
  }
  .same {
    color: ${colors.textMuted};
  }
`

/** Two versions next to each other on a wide screen (theirs and mine), stacked on a phone. */
export const SideBySide = styled.div`
  display: grid;
  gap: 12px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  > section {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    min-width: 0;
    padding: 12px;
  }
  h3 {
    margin-top: 0;
  }
  .text {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`
