/** A record's id from the address after a section (`/admin/questions/12` → 12): a whole number the API takes, or undefined. */
export function idSegmentOf(rest: readonly string[]): number | undefined {
  const [segment, ...more] = rest
  return more.length === 0 && segment !== undefined && /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : undefined
}

const uuidPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** A member's id from the address (`/admin/members/<uuid>`), lower-case, or undefined. */
export function uuidSegmentOf(rest: readonly string[]): string | undefined {
  const [segment, ...more] = rest
  return more.length === 0 && segment !== undefined && uuidPattern.test(segment) ? segment.toLowerCase() : undefined
}
