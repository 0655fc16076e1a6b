/**
 * A search reducer for links shared by several list routes (pagination, filters): it changes only the given
 * keys of whatever route is current. Each route validates the result with its own schema, so the router's
 * per-route search types are not needed here.
 */
export function patchSearch(patch: Record<string, unknown>) {
  return ((previous: Record<string, unknown>) => ({ ...previous, ...patch })) as unknown as true
}
