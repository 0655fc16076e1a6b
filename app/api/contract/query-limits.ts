// The bounds of list queries, apart from the schemas in query-params.ts so that the browser's search parsers can
// import them without valibot.

/** The largest page a list answers with; a bigger `size` is refused (400), not silently cut. */
export const MAX_PAGE_SIZE = 100
/** Pages beyond this are refused: no real list is that long and it bounds OFFSET. */
export const MAX_PAGE = 10_000
export const DEFAULT_PAGE_SIZE = 10
/** Free-text search is cut off here (the longest real query is far shorter). */
export const MAX_QUERY_LENGTH = 100
