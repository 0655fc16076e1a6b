import { m } from '~/paraglide/messages'
import type { SectionProps } from '../../section-props'
import { postTypeOrder } from '../editable-kinds'
import { ContentList } from './content-list'
import { ContentItem } from './item-workspace'
import { KindTabs } from './kind-tabs'
import { NewItem } from './new-item'
import { PostCategories } from './post-categories'
import { postEditors } from './post-editors'

/** /admin/posts/<type>[/new | /<id>] and /admin/posts/categories: each type's list and editor, and the categories. */
export default function PostsPage({ address }: SectionProps<'posts'>) {
  const tabs = [
    ...postTypeOrder.map((type) => ({
      to: postEditors[type].listAddress,
      label: postEditors[type].name(),
      current: address.view === 'list' && address.kind === type,
    })),
    {
      to: { section: 'posts', view: 'categories' } as const,
      label: m.admin_post_category_tab(),
      current: address.view === 'categories',
    },
  ]
  return (
    <>
      <KindTabs label={m.admin_post_types()} tabs={tabs} />
      {address.view === 'categories' ? (
        <PostCategories />
      ) : address.view === 'item' ? (
        <ContentItem key={`${address.kind}-${address.id}`} editor={postEditors[address.kind]} id={address.id} />
      ) : address.view === 'new' ? (
        <NewItem key={address.kind} editor={postEditors[address.kind]} />
      ) : (
        <ContentList key={address.kind} editor={postEditors[address.kind]} address={address} />
      )}
    </>
  )
}
