import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'

/** The sign-in and sign-up pages: one narrow column. */
export const AuthColumn = styled.article`
  margin: 0 auto;
  max-width: 480px;

  .lead {
    color: ${colors.textMuted};
    margin: 0 0 24px;
  }
  form {
    max-width: none;
  }
  .alert {
    border: 2px solid ${colors.error};
    border-radius: 6px;
    color: ${colors.error};
    font-weight: 600;
    margin: 0 0 16px;
    padding: 12px 16px;
  }
  .status {
    color: ${colors.textMuted};
    margin: 0;
  }
  .notice {
    border: 1px solid ${colors.border};
    border-left: 4px solid ${colors.primary};
    border-radius: 6px;
    color: ${colors.text};
    margin: 0 0 16px;
    padding: 12px 16px;
  }
  .switch {
    border-top: 1px solid ${colors.border};
    margin: 32px 0 0;
    padding-top: 20px;
  }
  .switch a {
    color: ${colors.primary};
    font-weight: 600;
    margin-left: 8px;
  }
  .submit {
    width: 100%;
  }
  .lost {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 16px 0 0;
  }
  .lost a {
    color: ${colors.primary};
    display: block;
    font-weight: 600;
    padding: 8px 0;
    width: fit-content;
  }
  .forgot {
    margin: 12px 0 0;
    text-align: right;
  }
  .forgot-now {
    margin: -8px 0 16px;
  }
  .forgot-now a {
    color: ${colors.primary};
    display: inline-block;
    font-weight: 600;
    padding: 8px 0;
  }
  .forgot a {
    color: ${colors.primary};
    display: inline-block;
    padding: 8px 0;
  }
  .passkey {
    display: grid;
    gap: 8px;
    margin: 24px 0 0;
  }
  .passkey button {
    width: 100%;
  }
  .passkey .hint {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 0;
  }
  .sent,
  .done {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    color: ${colors.text};
    margin: 0 0 16px;
    padding: 12px 16px;
  }
  .consent {
    display: grid;
    gap: 4px;
    margin-bottom: 12px;
  }
  .consent label {
    align-items: flex-start;
    display: flex;
    gap: 10px;
  }
  .consent input {
    accent-color: ${colors.primary};
    flex: none;
    height: 20px;
    margin: 2px 0 0;
    width: 20px;
  }
  .consent a {
    color: ${colors.primary};
    font-size: 14px;
    margin-left: 30px;
  }
`
