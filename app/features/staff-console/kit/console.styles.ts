import { styled } from '@linaria/react'
import { controlLook } from '~/components/form/control-look'
import { fieldMessages } from '~/components/form/field-message-styles'
import { colors, media } from '~/components/styles/theme'

/** A check box and its label on one line, the box large enough to hit (a form's choice, a content kind's flag). */
export const checkLabel = `
  align-items: center;
  display: flex;
  font-weight: 600;
  gap: 8px;
  min-height: 44px;
  input {
    height: 20px;
    width: 20px;
  }
`

/** A part of a record's page (its fields, notes, a form): a card with its heading. */
export const Panel = styled.section`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  margin: 0 0 16px;
  min-width: 0;
  padding: 16px;
  ${media.md} {
    padding: 20px 24px;
  }
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
  }
  h3 {
    font-size: 16px;
    margin: 16px 0 8px;
  }
  > p {
    margin: 0 0 12px;
  }
  .alert {
    border: 1px solid ${colors.error};
    border-radius: 6px;
    margin: 0 0 12px;
    padding: 12px;
  }
  .alert p {
    margin: 0 0 8px;
  }
  .alert p:last-child {
    margin: 0;
  }
  .hint {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .passkeys {
    display: grid;
    gap: 8px;
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
  }
  .passkeys li {
    align-items: center;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    justify-content: space-between;
    overflow-wrap: anywhere;
    padding: 8px 12px;
  }
  .passkeys .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`

/** A record's fields as a list of terms and values: two columns on a laptop, stacked on a phone. */
export const Fields = styled.dl`
  display: grid;
  gap: 4px 16px;
  margin: 0;
  ${media.md} {
    grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
  }
  dt {
    color: ${colors.textMuted};
    font-size: 14px;
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
    ${media.md} {
      margin: 0;
    }
  }
  .text {
    white-space: pre-wrap;
  }
`

/** A record page's two columns on a wide screen: what it is, and what staff do with it. */
export const RecordColumns = styled.div`
  display: grid;
  gap: 16px;
  > * {
    min-width: 0;
  }
  ${media.xl} {
    align-items: start;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`

/** A form inside a panel: fields stacked, the actions in a row. */
export const PanelForm = styled.form`
  display: grid;
  gap: 16px;
  select,
  input[type='number'],
  input[type='search'] {
    ${controlLook}
    padding: 8px 12px;
    width: 100%;
  }
  textarea {
    min-height: 140px;
  }
  ${fieldMessages}
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .check {
    ${checkLabel}
  }
`

/** Entries in time order (notes, replies): each with who and when above its text. */
export const Timeline = styled.ol`
  display: grid;
  gap: 12px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    border-left: 3px solid ${colors.thirdSoft};
    padding: 4px 0 4px 12px;
  }
  .meta {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0 0 4px;
  }
  .text {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`

/** A dialog's buttons, in a row that wraps on a phone. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`
