import { byKind, contentKinds } from '~/api/contract/kinds/content-kinds'
import type { KindDeclaration } from '~/api/contract/kinds/kind-declaration'
import { postKinds } from '~/api/contract/kinds/post-kinds'
import { type PostType, postTypes } from '~/api/contract/posts'
import type { EditableKind, SiteContentKind } from './editable-kinds'
import type { KindLayout } from './kind-form'

const layoutOf = (kind: KindDeclaration): KindLayout => ({
  schema: kind.fields,
  draftSchema: kind.draftInput,
  fields: kind.formFields,
  titleField: kind.titleField,
})

/**
 * Each kind's form, the post types' among them: its declared fields in order, with the input each takes, and the
 * contract's schema of them, which checks them (decision 64).
 */
export const kindLayouts: Record<EditableKind, KindLayout> = {
  ...(Object.fromEntries(postTypes.map((type) => [type, layoutOf(postKinds[type])])) as Record<PostType, KindLayout>),
  ...byKind((name): KindLayout => layoutOf(contentKinds[name])),
} satisfies Record<PostType | SiteContentKind, KindLayout>
