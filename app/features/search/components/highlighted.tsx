import type { HighlightedText } from '~/api/contract/site-search'

/** A text with the search's matches marked (`<mark>`, which screen readers may announce as highlighted). */
export function Highlighted({ runs }: { runs: HighlightedText }) {
  return (
    <>
      {runs.map((run, index) =>
        run.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are a fixed cut of one text, never reordered
          <mark key={index}>{run.text}</mark>
        ) : (
          run.text
        ),
      )}
    </>
  )
}
