import type { PostType } from '~/api/contract/posts'
import type { EditorKind } from '../editor-kind'
import {
  type AnyPostFields,
  emptyPostForm,
  fieldInputId,
  type PostForm,
  postFieldsInput,
  postFieldTexts,
  postFormOf,
  postFormProblems,
} from '../post-form'
import { postFieldLabels, postTypeLabels } from '../post-labels'
import { PostFormFields } from './post-form-fields'

const functions = () => import('../content-editing.functions')

function postEditor(type: PostType): EditorKind<PostForm> {
  return {
    kind: type,
    name: postTypeLabels[type],
    listAddress: { section: 'posts', view: 'list', kind: type },
    itemAddress: (id) => ({ section: 'posts', view: 'item', kind: type, id }),
    newAddress: { section: 'posts', view: 'new', kind: type },
    inputId: fieldInputId,
    emptyForm: () => emptyPostForm(),
    formOf: (fields) => postFormOf(fields as AnyPostFields),
    fieldsInput: (form) => postFieldsInput(type, form),
    problems: (form) => postFormProblems(type, form),
    titleOf: (form) => form.title['ko-KR'],
    texts: (fields) => postFieldTexts(type, fields),
    fieldLabels: postFieldLabels,
    Fields: PostFormFields,
    // Press items link to the outlet's article: no page of their own to preview.
    ...(type === 'press' ? {} : { preview: async (id: number) => (await functions()).previewPost({ data: { type, id } }) }),
  }
}

/** News, press, patents and theses as the console edits them. */
export const postEditors: Record<PostType, EditorKind<PostForm>> = {
  news: postEditor('news'),
  press: postEditor('press'),
  patent: postEditor('patent'),
  thesis: postEditor('thesis'),
}
