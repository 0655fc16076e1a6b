import { css } from '@linaria/core'
import { colors, fonts, layout, media, motion } from './theme'

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
      /*
       * A control reached by the keyboard is scrolled clear of the floating inquiry button, not under it (WCAG 2.4.11):
       * the browser keeps this much of the window's foot out of the way when it brings the focus into view.
       */
      scroll-padding-bottom: ${layout.hotCornerSize + 2 * layout.hotCornerInset}px;
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
    /*
     * Decision 44. Set where a lang attribute names the language (the page's <html>, a name quoted in its own language),
     * and inherited from there, so a component's own word-break still reaches its children. Korean breaks between
     * words (spaces), never inside one; Chinese and Japanese break between characters, but not before small kana,
     * closing brackets or punctuation. A token longer than its line (an address, a URL) breaks anywhere as a last resort
     * (overflow-wrap on body). Paragraphs avoid a lone last word or character; headings spread their lines evenly.
     */
    [lang]:lang(ko) {
      word-break: keep-all;
    }
    [lang]:lang(ja),
    [lang]:lang(zh) {
      line-break: strict;
      word-break: normal;
    }
    p,
    li,
    dd,
    td,
    th,
    blockquote {
      text-wrap: pretty;
    }
    h1,
    h2,
    h3,
    h4 {
      line-height: 1.3;
      text-wrap: balance;
    }
    /* A control is never wider than its column: a long option name is cut inside the select, not the page widened. */
    select {
      max-width: 100%;
      min-width: 0;
    }
    fieldset {
      min-width: 0;
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
    /* No transition at all: a duration of 0.01 ms would turn every change of style into a transition (the property
       list defaults to all), which shows its old value until the browser draws its next frame. */
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        scroll-behavior: auto !important;
        transition: none !important;
      }
      .page-transition {
        animation: none;
      }
    }
    /*
     * On paper (decision 97): the page's own margins, black on white, no heading left alone at a sheet's foot, nothing
     * that reads as one cut in two, and every disclosure open (a question's answer prints with it).
     */
    @page {
      margin: 16mm 14mm;
    }
    ${media.print} {
      body {
        background: #fff;
        color: #000;
      }
      h1,
      h2,
      h3,
      h4 {
        break-after: avoid;
      }
      img,
      figure,
      tr,
      blockquote,
      pre {
        break-inside: avoid;
      }
      details::details-content {
        content-visibility: visible;
        display: block;
      }
      .page-transition {
        animation: none;
      }
    }
  }
`
