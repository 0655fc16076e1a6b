import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { MediaItem } from '~/api/contract/media-endpoints'
import { controlLook } from '~/components/form/control-look'
import { FieldBox } from '~/components/form/form.styles'
import { colors, media } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ViewAddress } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { withSearch } from '../../address/use-console-search'
import { useFilterForm } from '../../address/use-filter-form'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useHandedDeletion } from '../../kit/deletion-hand-off'
import { DeletionStatus, deletionTargetId, useFocusAfterDeletion } from '../../kit/deletion-status'
import { FilterActions } from '../../kit/filter-actions'
import { filterRowLook } from '../../kit/filter-row-look'
import { MessageNamingLanguages } from '../../kit/language-names'
import { MissingLocaleSelect } from '../../kit/missing-locales'
import { narrowsList } from '../../kit/narrows-list'
import { PagerLinks } from '../../kit/pager-links'
import { mediaKey, mediaListQuery } from '../media-queries'
import { type MediaListQuery, mediaQueryOf } from '../media-search'
import { MediaThumbnail } from './media-thumbnail'
import { MediaUploadZone } from './media-upload-zone'

type LibraryAddress = ViewAddress<'media', 'list'>

/** /admin/media: upload, the filters in the address, and the images as a grid, each marked with what alt text it lacks. */
export function MediaLibrary({ address }: { address: LibraryAddress }) {
  const query = mediaQueryOf(address.search)
  const list = useQuery(mediaListQuery(query))
  const queryClient = useQueryClient()
  const listId = useId()
  const deleted = useHandedDeletion()
  useFocusAfterDeletion(
    deleted,
    list.data?.items.map((item) => String(item.id)),
    listId,
  )
  return (
    <>
      <MediaUploadZone onUploaded={() => void queryClient.invalidateQueries({ queryKey: mediaKey })} />
      <MediaFilters key={JSON.stringify(query)} address={address} query={query} />
      <DeletionStatus deleted={deleted} listId={listId} />
      {list.isError ? (
        <ConsoleError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <ConsoleLoading />
      ) : list.data.items.length === 0 ? (
        <ConsoleEmpty>{narrowsList(query) ? m.admin_media_empty() : m.admin_media_none()}</ConsoleEmpty>
      ) : (
        <>
          <p className="hint">{m.admin_table_total({ count: formatNumber(list.data.total) })}</p>
          <Grid aria-label={m.admin_nav_media()} data-testid="media-grid">
            {list.data.items.map((item) => (
              <MediaCard key={item.id} item={item} linkId={deletionTargetId(listId, String(item.id))} />
            ))}
          </Grid>
          <PagerLinks
            page={query.page}
            pageCount={Math.ceil(list.data.total / query.size)}
            pageTo={(page) => withSearch(address, { page })}
          />
        </>
      )}
    </>
  )
}

/** An image of the library; `linkId` is its link's, where the focus goes after the image before it was deleted. */
function MediaCard({ item, linkId }: { item: MediaItem; linkId: string }) {
  const korean = item.alt['ko-KR']
  return (
    <li data-testid="media-card" data-usable={item.usable}>
      <ConsoleLink id={linkId} to={{ section: 'media', view: 'detail', id: item.id }}>
        <MediaThumbnail item={item} alt="" sizes="(min-width: 768px) 200px, 50vw" />
        <span className="name">{item.originalName}</span>
      </ConsoleLink>
      <span className="size">
        {m.admin_media_dimensions({ width: formatNumber(item.width), height: formatNumber(item.height) })}
      </span>
      {korean ? <span className="alt">{korean}</span> : null}
      {!item.usable ? (
        <span className="marker" data-kind="unusable">
          {m.admin_media_needs_korean_alt()}
        </span>
      ) : item.missingLocales.length > 0 ? (
        <span className="marker">
          <MessageNamingLanguages
            message={(names) => m.admin_media_missing_alt({ languages: names })}
            languages={item.missingLocales}
          />
        </span>
      ) : null}
    </li>
  )
}

/** Search by name or alt text, and the images lacking alt text in one language: applied to the address on submit. */
function MediaFilters({ address, query }: { address: LibraryAddress; query: MediaListQuery }) {
  const form = useFilterForm(address, { q: query.q ?? '', missing: query.missing ?? '' })
  return (
    <Filters onSubmit={form.apply} role="search">
      <FieldBox>
        <label htmlFor="media-q">{m.admin_media_search()}</label>
        <input id="media-q" type="search" maxLength={100} {...form.bind('q')} />
      </FieldBox>
      <FieldBox>
        <MissingLocaleSelect
          id="media-missing"
          label={m.admin_media_missing_filter()}
          value={form.fields.missing}
          onChange={form.set('missing')}
          optionLabel={(language) => m.admin_media_missing_in({ language })}
        />
      </FieldBox>
      <FilterActions onClear={() => form.clear()} />
    </Filters>
  )
}

const Filters = styled.form`
  ${filterRowLook}
  input,
  select {
    ${controlLook}
    padding: 8px 12px;
  }
`

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  li {
    border: 1px solid ${colors.border};
    border-radius: 8px;
    display: grid;
    gap: 4px;
    min-width: 0;
    padding: 8px;
  }
  li[data-usable='false'] {
    border-color: ${colors.warning};
  }
  a {
    color: ${colors.text};
    display: grid;
    gap: 4px;
  }
  img {
    aspect-ratio: 4 / 3;
    background: ${colors.surface};
    height: auto;
    object-fit: contain;
    width: 100%;
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .size,
  .alt {
    color: ${colors.textMuted};
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .marker {
    color: ${colors.warning};
    font-size: 14px;
    font-weight: 600;
  }
  .marker[data-kind='unusable'] {
    color: ${colors.error};
  }
`
