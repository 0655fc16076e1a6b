import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import type { SectionProps } from '../../section-props'
import { postAddressOf, postCategoriesPath, postTypeOrder } from '../post-address'
import { ContentList } from './content-list'
import { ContentItem } from './item-workspace'
import { KindTabs } from './kind-tabs'
import { NewItem } from './new-item'
import { PostCategories } from './post-categories'
import { postEditors } from './post-editors'

/** /admin/posts/<type>[/new | /<id>] and /admin/posts/categories: each type's list and editor, and the categories. */
export default function PostsPage({ rest, search }: SectionProps) {
  const address = postAddressOf(rest)
  if (!address) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  const tabs = [
    ...postTypeOrder.map((type) => ({
      path: postEditors[type].path(),
      label: postEditors[type].name(),
      current: address.view === 'list' && address.kind === type,
    })),
    { path: postCategoriesPath, label: m.admin_post_category_tab(), current: address.view === 'categories' },
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
        <ContentList key={address.kind} editor={postEditors[address.kind]} search={search} />
      )}
    </>
  )
}
