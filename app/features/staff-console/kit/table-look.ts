import { colors } from '~/components/styles/theme'

/** A table of the console's (a list, a chart's figures): full width, small print, a line under each row. */
export const tableLook = `
  table {
    border-collapse: collapse;
    font-size: 14px;
    min-width: 100%;
  }
  th,
  td {
    border-bottom: 1px solid ${colors.border};
  }
`
