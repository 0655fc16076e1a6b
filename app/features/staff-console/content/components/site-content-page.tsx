import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../kit/console-states'
import type { SectionProps } from '../../section-props'
import { isFixedKind, isOrderedKind, siteContentKinds } from '../editable-kinds'
import { siteContentAddressOf, siteContentPath } from '../site-content-address'
import { ContentList } from './content-list'
import { ContentItem } from './item-workspace'
import { KindTabs } from './kind-tabs'
import { NewItem } from './new-item'
import { OrderView } from './order-list'
import { siteContentEditors } from './site-content-editors'

/**
 * /admin/site-content/<kind>[/new | /<id> | /order]: products by type, history, clients, people, testimonials,
 * figures, openings and the FAQ, each kind's list, editor and (where the site shows a chosen order) order.
 */
export default function SiteContentPage({ rest, search }: SectionProps) {
  const address = siteContentAddressOf(rest)
  if (!address) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  const editor = siteContentEditors[address.kind]
  const tabs = siteContentKinds.map((kind) => ({
    path: siteContentPath(kind),
    label: siteContentEditors[kind].name(),
    current: kind === address.kind && (address.view === 'list' || address.view === 'order'),
  }))
  return (
    <>
      <KindTabs label={m.admin_site_kinds()} tabs={tabs} />
      {address.view === 'item' ? (
        <ContentItem key={`${address.kind}-${address.id}`} editor={editor} id={address.id} />
      ) : address.view === 'new' && !isFixedKind(address.kind) ? (
        <NewItem key={address.kind} editor={editor} />
      ) : address.view === 'order' && isOrderedKind(address.kind) ? (
        <OrderView key={address.kind} editor={editor} kind={address.kind} />
      ) : (
        <ContentList
          key={address.kind}
          editor={editor}
          search={search}
          orderPath={isOrderedKind(address.kind) ? siteContentPath(address.kind, 'order') : undefined}
        />
      )}
    </>
  )
}
