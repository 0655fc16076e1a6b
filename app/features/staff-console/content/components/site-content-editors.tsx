import { creatableSiteContentKinds, type SiteContentKind, siteContentKinds } from '../editable-kinds'
import type { EditorKind } from '../editor-kind'
import type { KindForm } from '../kind-form'
import { siteContentKindLabels } from '../site-content-labels'
import { kindEditor } from './kind-editor'

/** A new item's address, for a kind staff add to. */
function newItemAddress(kind: SiteContentKind): EditorKind<KindForm>['newAddress'] {
  const creatable = creatableSiteContentKinds.find((candidate) => candidate === kind)
  return creatable ? { section: 'site-content', view: 'new', kind: creatable } : undefined
}

function siteContentEditor(kind: SiteContentKind): EditorKind<KindForm> {
  return {
    ...kindEditor(kind, siteContentKindLabels[kind]),
    listAddress: { section: 'site-content', view: 'list', kind },
    itemAddress: (id) => ({ section: 'site-content', view: 'item', kind, id }),
    newAddress: newItemAddress(kind),
  }
}

/** The site's other content as the console edits it, by kind. */
export const siteContentEditors = Object.fromEntries(siteContentKinds.map((kind) => [kind, siteContentEditor(kind)])) as Record<
  SiteContentKind,
  EditorKind<KindForm>
>
