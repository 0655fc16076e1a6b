// Imported by the operator's command line too (scripts/inquiries-format.mjs), which Node runs as it is: no imports.

/** 1536 → '1.5 KB'; the same notation in every language. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
