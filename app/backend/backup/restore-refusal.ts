/** Why a restore refused to begin; nothing was changed. */
export class RestoreRefusal extends Error {
  constructor(
    readonly code:
      | 'DAMAGED_ARCHIVE'
      | 'UNSIGNED_ARCHIVE'
      | 'ALTERED_ARCHIVE'
      | 'OTHER_SITES_KEYS'
      | 'NEWER_SCHEMA'
      | 'UNKNOWN_SCHEMA'
      | 'DATABASE_NOT_EMPTY'
      | 'STORAGE_NOT_EMPTY',
    message: string,
  ) {
    super(message)
    this.name = 'RestoreRefusal'
  }
}

export const damagedArchive = (detail: string) =>
  new RestoreRefusal('DAMAGED_ARCHIVE', `the archive is damaged or incomplete: ${detail}`)

/** A restore that stopped after it began writing: what it wrote stays (a restore with --replace starts over). */
export class RestoreStopped extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreStopped'
  }
}
