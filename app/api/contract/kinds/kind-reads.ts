import type { PostType } from '../posts'
import { contentKinds, type KindName } from './content-kinds'
import type { KindDeclaration } from './kind-declaration'
import { postKinds } from './post-kinds'

/** Every declared kind by its name (its content type): the content kinds, then the post types. */
export const declaredKinds: ReadonlyArray<readonly [string, KindDeclaration]> = [
  ...Object.entries(contentKinds),
  ...Object.entries(postKinds),
]

/** The public reads every declared kind names, by their name among the contract's public reads. */
export const kindReads = Object.assign({}, ...declaredKinds.map(([, kind]) => kind.reads)) as UnionToReads
type UnionToReads = UnionToIntersection<(typeof contentKinds)[KindName]['reads'] | (typeof postKinds)[PostType]['reads']>
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (both: infer I) => void ? I : never
