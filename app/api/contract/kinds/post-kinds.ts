import type { PostType } from '../posts'
import type { KindDeclaration } from './kind-declaration'
import { newsKind } from './news'
import { patentKind } from './patents'
import { pressKind } from './press'
import { thesisKind } from './theses'

/**
 * The post types, declared as the other kinds are (decision 64), by their type: their calls are under
 * `/admin/content/posts/<type>` with a preview link to the draft's page, their categories are their own calls, and
 * the console edits them at `/admin/posts/<type>`. The contract's fields schema and longest bodies, the purge keys
 * and the console's form are derived from this table.
 */
export const postKinds = {
  news: newsKind,
  press: pressKind,
  patent: patentKind,
  thesis: thesisKind,
} as const satisfies Record<PostType, KindDeclaration>
