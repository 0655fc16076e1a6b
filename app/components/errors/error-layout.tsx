import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'

/** The frame of the not-found and error pages. */
export const ErrorLayout = styled.section`
  margin: 40px auto;
  max-width: 640px;
  padding: 40px 24px;
  text-align: center;

  .status {
    color: ${colors.primary};
    font-size: 56px;
    font-weight: 800;
    line-height: 1;
    margin: 0 0 16px;
  }
  h1 {
    font-size: 26px;
    margin: 0 0 12px;
  }
  p {
    color: ${colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
    margin-top: 24px;
  }
  .actions a,
  .actions button {
    align-items: center;
    background: ${colors.primary};
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    color: ${colors.textInverse};
    cursor: pointer;
    display: inline-flex;
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 10px 20px;
    text-decoration: none;
  }
  .actions button {
    background: ${colors.background};
    border-color: ${colors.border};
    color: ${colors.text};
  }
  .actions button:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`
