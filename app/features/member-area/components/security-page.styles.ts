import { styled } from '@linaria/react'
import { colors, media } from '~/components/styles/theme'

/** /mypage/security: the status, the set-up steps, the recovery codes. */
export const SecuritySections = styled.div`
  display: grid;
  gap: 32px;

  section {
    border: 1px solid ${colors.border};
    border-radius: 8px;
    display: grid;
    gap: 16px;
    padding: 20px;
    ${media.md} {
      padding: 24px 28px;
    }
  }
  h2 {
    color: ${colors.secondary};
    font-size: 20px;
    margin: 0;
  }
  p {
    margin: 0;
  }
  .qr {
    background: #fff;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    height: auto;
    justify-self: start;
    max-width: 100%;
    padding: 8px;
    width: 220px;
  }
  .qr svg {
    display: block;
    height: auto;
    width: 100%;
  }
  .key {
    background: ${colors.surface};
    border-radius: 6px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 17px;
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
    padding: 10px 12px;
  }
  .codes {
    display: grid;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 17px;
    gap: 6px 24px;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    margin: 0;
    padding-left: 28px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  form {
    max-width: none;
  }
  .history {
    display: grid;
    gap: 6px;
    margin: 0;
    padding-left: 20px;
  }
  .history time,
  .history .browser {
    color: ${colors.textMuted};
    font-size: 14px;
    white-space: nowrap;
  }
  .status {
    color: ${colors.textMuted};
  }
  a {
    color: ${colors.primary};
  }
`
