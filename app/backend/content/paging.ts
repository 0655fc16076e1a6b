/** OFFSET for a 1-based page. */
export const offsetOf = (page: number, size: number) => (page - 1) * size

export function pageResult<T>(items: T[], page: number, size: number, total: number) {
  return { items, page, size, total }
}

/** A LIKE pattern matching the text anywhere, with the wildcards a person typed taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
