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
    gap: 12px;
    justify-content: center;
    margin-top: 24px;
  }
  .actions a {
    background: ${colors.primary};
    border-radius: 6px;
    color: ${colors.textInverse};
    padding: 12px 20px;
    text-decoration: none;
  }
`
