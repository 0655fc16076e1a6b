import { type PostType, postTypes } from '~/api/contract/posts'
import type { EditorKind } from '../editor-kind'
import type { KindForm } from '../kind-form'
import { postTypeLabels } from '../post-labels'
import { kindEditor } from './kind-editor'

const functions = () => import('../content-editing.functions')

/** A post type as the console edits it: a declared kind's form, at `/admin/posts/<type>`, with a preview of its page. */
function postEditor(type: PostType): EditorKind<KindForm> {
  return {
    ...kindEditor(type, postTypeLabels[type]),
    listAddress: { section: 'posts', view: 'list', kind: type },
    itemAddress: (id) => ({ section: 'posts', view: 'item', kind: type, id }),
    newAddress: { section: 'posts', view: 'new', kind: type },
    // Press items link to the outlet's article: no page of their own to preview.
    ...(type === 'press'
      ? {}
      : {
          preview: async (id: number) => (await functions()).previewPost({ data: { type, id } }),
          revokePreviews: async (id: number) => (await functions()).revokePostPreviews({ data: { type, id } }),
        }),
  }
}

/** News, press, patents and theses as the console edits them. */
export const postEditors = Object.fromEntries(postTypes.map((type) => [type, postEditor(type)])) as Record<
  PostType,
  EditorKind<KindForm>
>
