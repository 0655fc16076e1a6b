import { contentKinds, type KindName, kindNames } from './content-kinds'

/** The public reads every declared kind names, by their name among the contract's public reads. */
export const kindReads = Object.assign({}, ...kindNames.map((name) => contentKinds[name].reads)) as UnionToReads
type UnionToReads = UnionToIntersection<(typeof contentKinds)[KindName]['reads']>
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (both: infer I) => void ? I : never
