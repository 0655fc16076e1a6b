import type { HighlightedText } from '~/api/contract/site-search'
import { foldForSearch } from './search-folding'

type Range = [start: number, end: number]

/** Where any of `forms` occurs in `text` (folded alike), overlapping matches merged, in order. */
function matchRanges(text: string, forms: string[]): Range[] {
  const folded = foldForSearch(text)
  const ranges: Range[] = []
  for (const form of forms) {
    if (!form) continue
    for (let at = folded.indexOf(form); at !== -1; at = folded.indexOf(form, at + form.length)) {
      ranges.push([at, at + form.length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: Range[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** `text` cut into runs, the matches of `forms` marked. */
export function highlighted(text: string, forms: string[]): HighlightedText {
  const runs: HighlightedText = []
  let at = 0
  for (const [start, end] of matchRanges(text, forms)) {
    if (start > at) runs.push({ text: text.slice(at, start), match: false })
    runs.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false })
  return runs
}

/** Characters a snippet shows, and how many of them come before its first match. */
const SNIPPET_LENGTH = 160
const BEFORE_MATCH = 50

/**
 * A passage of `text` around its first match of `forms`, marked, with an ellipsis where it is cut; the start of the
 * text when nothing in it matches (the match was in the title).
 */
export function snippet(text: string, forms: string[]): HighlightedText {
  const flat = text.replace(/\s+/gu, ' ').trim()
  const first = matchRanges(flat, forms)[0]?.[0] ?? 0
  let start = Math.max(0, first - BEFORE_MATCH)
  // Start at a word's beginning when there is a space close before (Korean, English); CJK text has none to look for.
  const space = flat.lastIndexOf(' ', start)
  if (start > 0 && space !== -1 && start - space < 12) start = space + 1
  const end = Math.min(flat.length, start + SNIPPET_LENGTH)
  const passage = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
  return highlighted(passage, forms)
}
