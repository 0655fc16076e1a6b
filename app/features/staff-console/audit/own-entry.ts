/** A record's own entry for `key` only: a recorded value such as `toString` or `constructor` names nothing. */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined
