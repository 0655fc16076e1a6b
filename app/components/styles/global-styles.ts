import { css } from '@linaria/core'
import { colors, fonts, motion } from './theme'

/** Document-wide rules: reset, typography, focus and the visually-hidden helper. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: 96px;
    }
    body {
      background: ${colors.background};
      color: ${colors.text};
      font-family: ${fonts.body};
      font-size: 16px;
      line-height: 1.6;
      margin: 0;
      overflow-wrap: break-word;
    }
    /* Korean breaks between words (spaces); Chinese and Japanese break between characters, as browsers do by default. */
    html:lang(ko) body {
      word-break: keep-all;
    }
    h1,
    h2,
    h3,
    h4 {
      line-height: 1.3;
    }
    img,
    svg,
    video {
      max-width: 100%;
    }
    a {
      color: ${colors.primary};
    }
    address {
      font-style: normal;
    }
    button {
      font: inherit;
    }
    :focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
    .visually-hidden {
      border: 0;
      clip: rect(0 0 0 0);
      height: 1px;
      margin: -1px;
      overflow: hidden;
      padding: 0;
      position: absolute;
      white-space: nowrap;
      width: 1px;
    }
    @keyframes page-enter {
      from {
        opacity: 0;
        transform: translateY(8px);
      }
      to {
        opacity: 1;
        transform: none;
      }
    }
    .page-transition {
      animation: page-enter ${motion.pageTransitionMs}ms ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        scroll-behavior: auto !important;
        transition-duration: 0.01ms !important;
      }
      .page-transition {
        animation: none;
      }
    }
  }
`
