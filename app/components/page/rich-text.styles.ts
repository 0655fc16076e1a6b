import { css } from '@linaria/core'
import { colors, media } from '~/components/styles/theme'

/**
 * The blocks of rich text. Korean keeps words whole through the global `word-break: keep-all`; Japanese and Chinese
 * break between characters but never before closing punctuation or small kana (`line-break: strict`). A Korean text
 * on a Chinese or Japanese page (no translation yet) is marked `lang="ko-KR"` and keeps its words whole too. A long
 * address breaks anywhere rather than widen the column.
 */
export const richBody = css`
  overflow-wrap: anywhere;
  html:lang(ja) &,
  html:lang(zh) & {
    line-break: strict;
  }
  &:lang(ko) {
    line-break: auto;
    word-break: keep-all;
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 20px;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 36px 0 12px;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li > p {
    margin-bottom: 8px;
  }
  blockquote {
    border-left: 4px solid ${colors.primarySoft};
    color: ${colors.textMuted};
    padding: 4px 0 4px 16px;
  }
  hr {
    border: 0;
    border-top: 1px solid ${colors.border};
    margin: 32px 0;
  }
  a {
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
  }
  /* On paper a link cannot be followed: an address elsewhere is printed after its words (decision 97). */
  ${media.print} {
    a[href^='http']::after {
      content: ' (' attr(href) ')';
      overflow-wrap: anywhere;
    }
  }
`

export const richFigure = css`
  margin: 0 0 24px;
  img {
    display: block;
    height: auto;
    max-width: 100%;
  }
`

export const richTable = css`
  margin: 0 0 24px;
  max-width: 100%;
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-size: 15px;
    line-height: 1.6;
    min-width: 100%;
  }
  th,
  td {
    border: 1px solid ${colors.border};
    padding: 8px 12px;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${colors.surface};
    font-weight: 600;
  }
  th > :last-child,
  td > :last-child {
    margin-bottom: 0;
  }
`
