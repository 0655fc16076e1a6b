import { colors } from '~/components/styles/theme'

/** A field's hint, character counter and refusal, as every form shows them (a fragment for styled templates). */
export const fieldMessages = `
  .hint,
  .counter {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
  .counter[data-over] {
    color: ${colors.error};
    font-weight: 600;
  }
  .error {
    color: ${colors.error};
    font-size: 14px;
    font-weight: 600;
    margin: 0;
  }
`
