import { m } from '~/paraglide/messages'
import type { SectionProps } from '../../section-props'
import { isOrderedKind, siteContentKinds } from '../editable-kinds'
import { ContentList } from './content-list'
import { ContentItem } from './item-workspace'
import { KindTabs } from './kind-tabs'
import { NewItem } from './new-item'
import { OrderView } from './order-view'
import { siteContentEditors } from './site-content-editors'

/**
 * /admin/site-content/<kind>[/new | /<id> | /order]: products by type, history, clients, people, testimonials,
 * figures, openings and the FAQ, each kind's list, editor and (where the site shows a chosen order) order.
 */
export default function SiteContentPage({ address }: SectionProps<'site-content'>) {
  const editor = siteContentEditors[address.kind]
  const tabs = siteContentKinds.map((kind) => ({
    to: siteContentEditors[kind].listAddress,
    label: siteContentEditors[kind].name(),
    current: kind === address.kind && (address.view === 'list' || address.view === 'order'),
  }))
  const { kind } = address
  return (
    <>
      <KindTabs label={m.admin_site_kinds()} tabs={tabs} />
      {address.view === 'item' ? (
        <ContentItem key={`${address.kind}-${address.id}`} editor={editor} id={address.id} />
      ) : address.view === 'new' ? (
        <NewItem key={address.kind} editor={editor} />
      ) : address.view === 'order' ? (
        <OrderView key={address.kind} editor={editor} kind={address.kind} />
      ) : (
        <ContentList
          key={kind}
          editor={editor}
          address={address}
          orderAddress={isOrderedKind(kind) ? { section: 'site-content', view: 'order', kind } : undefined}
        />
      )}
    </>
  )
}
