import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { MEDIA_ALT_MAX_LENGTH, type MediaItem } from '~/api/contract/media-endpoints'
import { colors, media } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { formatNumber } from '~/i18n/format'
import { baseLocale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { ActionAlert } from '../kit/action-alert'
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../kit/console-states'
import { type LocalizedDraft, LocalizedTextFields, localizedDraftOf } from '../kit/localized-text-fields'
import { useConsoleAction } from '../kit/use-console-action'
import { changeStaff } from '../staff-calls'
import { MediaThumbnail } from './components/media-thumbnail'
import { MediaUploadZone } from './components/media-upload-zone'
import { fileUrlNear } from './media-image'
import { mediaKey, mediaListQuery } from './media-queries'
import { MEDIA_PAGE_SIZE } from './media-search'

/** What the editor inserts: the library's id (what the document stores) and what it shows while editing. */
export interface PickedImage {
  mediaId: number
  /** The Korean alt text (the document's own language is chosen on the public page). */
  alt: string
  /** A file about as wide as the editor shows it. */
  src: string
  width: number
  height: number
}

interface MediaPickerProps {
  open: boolean
  onPick: (image: PickedImage) => void
  onClose: () => void
}

const picked = (item: MediaItem): PickedImage => ({
  mediaId: item.id,
  alt: item.alt[baseLocale] ?? '',
  src: fileUrlNear(item, 960),
  width: item.width,
  height: item.height,
})

/**
 * The rich text editor's image choice: a dialog (no form of its own, so it may sit inside the editor's form) (focus kept inside, Escape closes) listing the library's usable images
 * (those with Korean alt text) as buttons, with a search; or an upload, whose alt text is asked for before it can be
 * inserted.
 */
export function MediaPicker({ open, onPick, onClose }: MediaPickerProps) {
  const [q, setQ] = useState('')
  const [applied, setApplied] = useState('')
  const [page, setPage] = useState(1)
  const [uploading, setUploading] = useState(false)
  const [needsAlt, setNeedsAlt] = useState<MediaItem>()
  const query = { usable: true, page, size: MEDIA_PAGE_SIZE, ...(applied ? { q: applied } : {}) }
  const list = useQuery({ ...mediaListQuery(query), enabled: open })
  const queryClient = useQueryClient()

  function close() {
    setUploading(false)
    setNeedsAlt(undefined)
    onClose()
  }
  function pick(item: MediaItem) {
    onPick(picked(item))
    close()
  }
  function search() {
    setApplied(q.trim())
    setPage(1)
  }
  function uploaded(item: MediaItem) {
    void queryClient.invalidateQueries({ queryKey: mediaKey })
    if (item.usable) pick(item)
    else setNeedsAlt(item)
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / query.size)) : 1
  return (
    <Modal open={open} title={m.admin_media_picker_title()} onClose={close} size="xl">
      {needsAlt ? (
        <AltBeforeInsert item={needsAlt} onSaved={pick} onCancel={() => setNeedsAlt(undefined)} />
      ) : (
        <Body>
          <div className="bar">
            <search className="search">
              <label htmlFor="media-picker-q">{m.admin_media_search()}</label>
              <input
                id="media-picker-q"
                type="search"
                maxLength={100}
                value={q}
                onChange={(event) => setQ(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return
                  event.preventDefault()
                  search()
                }}
              />
              <Button type="button" data-variant="secondary" onClick={search}>
                {m.admin_media_search_button()}
              </Button>
            </search>
            <Button type="button" data-variant="secondary" aria-expanded={uploading} onClick={() => setUploading(!uploading)}>
              {m.admin_media_upload_new()}
            </Button>
          </div>
          {uploading ? <MediaUploadZone single onUploaded={uploaded} /> : null}
          {list.isError ? (
            <ConsoleError error={list.error} onRetry={() => list.refetch()} />
          ) : !list.data ? (
            <ConsoleLoading />
          ) : list.data.items.length === 0 ? (
            <ConsoleEmpty>{applied ? m.admin_media_picker_none_found() : m.admin_media_picker_empty()}</ConsoleEmpty>
          ) : (
            <ul className="grid" aria-label={m.admin_media_picker_list()}>
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <button type="button" onClick={() => pick(item)} data-testid="media-picker-item">
                    <MediaThumbnail item={item} alt="" sizes="160px" />
                    <span>{item.alt[baseLocale]}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="pages" aria-label={m.admin_table_pages()}>
              <Button type="button" data-variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {m.admin_table_previous()}
              </Button>
              <span>{m.admin_table_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</span>
              <Button type="button" data-variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {m.admin_table_next()}
              </Button>
            </nav>
          ) : null}
        </Body>
      )}
    </Modal>
  )
}

/** A new image's alt text, saved before it is inserted: Korean at least, the other languages as the editor knows them. */
function AltBeforeInsert({
  item,
  onSaved,
  onCancel,
}: {
  item: MediaItem
  onSaved: (item: MediaItem) => void
  onCancel: () => void
}) {
  const [alt, setAlt] = useState<LocalizedDraft>(localizedDraftOf(item.alt))
  const [error, setError] = useState<string>()
  const action = useConsoleAction()
  function save() {
    if (!alt[baseLocale].trim()) {
      setError(m.admin_media_alt_required())
      document.getElementById(`media-picker-alt-${baseLocale}`)?.focus()
      return
    }
    setError(undefined)
    void action.run(
      () => changeStaff('mediaUpdateAlt', { params: { id: item.id }, body: { version: item.version, alt } }),
      onSaved,
    )
  }
  return (
    <Body>
      <p>{m.admin_media_alt_before_insert({ name: item.originalName })}</p>
      <div className="preview">
        <MediaThumbnail item={item} alt="" sizes="240px" />
      </div>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <LocalizedTextFields
        id="media-picker-alt"
        label={m.admin_media_alt_label()}
        value={alt}
        onChange={setAlt}
        max={MEDIA_ALT_MAX_LENGTH}
        errors={error ? { [baseLocale]: error } : {}}
      />
      <div className="bar">
        <Button type="button" aria-disabled={action.pending || undefined} onClick={save}>
          {m.admin_media_save_and_insert()}
        </Button>
        <Button type="button" data-variant="secondary" onClick={onCancel}>
          {m.admin_cancel()}
        </Button>
      </div>
    </Body>
  )
}

const Body = styled.div`
  display: grid;
  gap: 16px;
  .bar,
  .search,
  .pages {
    align-items: center;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .bar {
    justify-content: space-between;
  }
  input[type='search'] {
    border: 1px solid ${colors.third};
    border-radius: 6px;
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
  }
  .grid {
    display: grid;
    gap: 12px;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    list-style: none;
    margin: 0;
    max-height: 55vh;
    overflow: auto;
    padding: 4px;
    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  .grid button {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 8px;
    color: ${colors.text};
    cursor: pointer;
    display: grid;
    font: inherit;
    gap: 4px;
    padding: 6px;
    text-align: start;
    width: 100%;
  }
  .grid button:hover {
    border-color: ${colors.primary};
  }
  .grid img,
  .preview img {
    aspect-ratio: 4 / 3;
    background: ${colors.surface};
    height: auto;
    object-fit: contain;
    width: 100%;
  }
  .grid span {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .preview {
    max-width: 240px;
  }
`
