/**
 * Where a rich text link may lead: an http(s) address, a mail address, or a path on this site. No scheme a browser
 * would run (`javascript:`, `data:`, `vbscript:`), no protocol-relative `//host` (nor `/\host`, which browsers read
 * the same), no spaces or controls anywhere. Without valibot, so that public pages check links again as they render
 * (app/components/page/rich-text.tsx) at no cost to their first-load JavaScript; `safeHref` (rich-text.ts) is the
 * contract's schema of the same rule.
 */
export const safeHrefPattern = /^(?:https?:\/\/[^\s\p{Cc}<>"]+|mailto:[^\s\p{Cc}<>"]+|\/(?![/\\])[^\s\p{Cc}<>"]*)$/iu

export const SAFE_HREF_MAX_LENGTH = 2_000

export function isSafeHref(href: unknown): href is string {
  return typeof href === 'string' && href.length <= SAFE_HREF_MAX_LENGTH && safeHrefPattern.test(href)
}

/**
 * Where an image file may be: a path on this site or an https address, never with a space or comma (it goes into a
 * `srcset`). The contract's `mediaVariant` and the pages' rendering read the same rule.
 */
export const mediaUrlPattern = /^(?:https:\/\/[^\s,"<>\\]+|\/(?![/\\])[^\s,"<>\\]*)$/
