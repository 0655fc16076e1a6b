import { styled } from '@linaria/react'
import { colors, media } from '~/components/styles/theme'
import { controlLook } from './control-look'
import { fieldMessages } from './field-message-styles'
import { invalidControl } from './invalid-control'

export const Form = styled.form`
  display: grid;
  gap: 24px;
  max-width: 820px;

  /*
   * Two fields side by side. Each box's label, control, hint and message take the same four rows as its neighbour's
   * (a subgrid): a hint or a message under one box never lowers or stretches the other, and the controls are level
   * (a button beside a field, the address search, sits in the control row).
   */
  .pair {
    display: grid;
    gap: 24px;
    ${media.md} {
      column-gap: 24px;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-rows: repeat(4, auto);
      row-gap: 0;
    }
  }
  ${media.md} {
    .pair > *,
    .pair > .actions {
      align-content: start;
      display: grid;
      grid-row: span 4;
      grid-template-rows: subgrid;
      row-gap: 6px;
    }
    .pair > .actions > * {
      grid-row: 2;
      justify-self: start;
    }
  }
  .actions {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
  .actions p {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
  /* Shared by every field: requirement marker, hint, counter and message. */
  .marker {
    color: ${colors.textMuted};
    font-size: 13px;
    font-weight: 400;
    margin-left: 6px;
  }
  .marker[data-required] {
    color: ${colors.error};
  }
  ${fieldMessages}
`

/** One field: label, control, hint and message, stacked. */
export const FieldBox = styled.div`
  display: grid;
  gap: 6px;

  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  input[type='password'],
  textarea {
    ${controlLook}
    padding: 10px 12px;
    width: 100%;
  }
  textarea {
    min-height: 200px;
    resize: vertical;
  }
  ${invalidControl}
`

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  min-width: 0;
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
  }
  .choices label {
    align-items: center;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    cursor: pointer;
    display: inline-flex;
    font-weight: 400;
    gap: 8px;
    min-height: 44px;
    padding: 8px 16px;
  }
  .choices label:has(input:checked) {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
  }
  &[aria-invalid='true'] .choices label {
    border-color: ${colors.error};
  }
  input[type='radio'] {
    accent-color: ${colors.primary};
    height: 18px;
    margin: 0;
    width: 18px;
  }
`

/** Off-screen for people; bots that fill every field fill this one too. */
export const Honeypot = styled.div`
  height: 1px;
  left: -10000px;
  overflow: hidden;
  position: absolute;
  width: 1px;
`
