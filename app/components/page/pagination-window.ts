/** The page numbers to show around the current one: at most `width`, always within 1…last. */
export function pageWindow(current: number, last: number, width = 5): number[] {
  if (last <= 1) return [1]
  const size = Math.min(width, last)
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1)
  return Array.from({ length: size }, (_, index) => start + index)
}

export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}
