import { kindNames } from '~/api/contract/kinds/content-kinds'
import { kindAdapters } from '../kinds/kind-adapters'
import { postKinds } from '../post-editing/post-kinds'
import type { ContentKind, PublicationRow } from './content-kind'

export type AnyKind = ContentKind<unknown, PublicationRow>

/** Every kind the console edits: the post types, then the declared kinds. */
export const editableKinds: readonly AnyKind[] = [
  ...Object.values(postKinds),
  ...kindNames.map((name) => kindAdapters[name]),
] as unknown as AnyKind[]
