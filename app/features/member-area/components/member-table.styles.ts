import { css } from '@linaria/core'
import { colors } from '~/components/styles/theme'

/**
 * The members' data tables (points, questions, sample requests). The wrapper scrolls sideways on a narrow screen;
 * it is focusable so that the keyboard can scroll it too.
 */
export const tableScroll = css`
  margin: 0 0 8px;
  overflow-x: auto;
`

export const dataTable = css`
  border-collapse: collapse;
  min-width: 100%;

  caption {
    color: ${colors.secondary};
    font-weight: 700;
    margin: 0 0 12px;
    text-align: left;
  }
  th,
  td {
    border-bottom: 1px solid ${colors.border};
    padding: 14px 10px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.surface};
    border-top: 2px solid ${colors.secondary};
    font-size: 15px;
    font-weight: 600;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
  }
  [data-numeric] {
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }
  time {
    white-space: nowrap;
  }
`

/** A status as text in a pill; the color only repeats what the words say. */
export const statusBadge = css`
  border: 1px solid currentColor;
  border-radius: 999px;
  color: ${colors.textMuted};
  display: inline-block;
  font-size: 14px;
  font-weight: 600;
  line-height: 1.4;
  padding: 2px 10px;
  white-space: nowrap;

  &[data-status='waiting'],
  &[data-status='reviewing'] {
    color: ${colors.warning};
  }
  &[data-status='answered'],
  &[data-status='shipped'] {
    color: ${colors.success};
  }
  &[data-status='received'] {
    color: ${colors.info};
  }
  &[data-status='declined'] {
    color: ${colors.error};
  }
`
