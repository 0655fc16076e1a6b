import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { MEDIA_ALT_MAX_LENGTH, type MediaItem, type MediaUse, mediaEndpoints } from '~/api/contract/media-endpoints'
import { textFaultMessages } from '~/api/contract/text-fault-messages'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { baseLocale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useConsoleNavigate } from '../../address/console-link'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Fields, Panel, PanelForm, RecordColumns } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { DeleteAfterConfirming } from '../../kit/delete-after-confirming'
import { deletionHandOff, listQueryHolding } from '../../kit/deletion-hand-off'
import { localizedTextFaults } from '../../kit/form-problems'
import { type LocalizedDraft, LocalizedTextFields, localizedDraftOf } from '../../kit/localized-text-fields'
import { RecordView } from '../../kit/record-view'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { mediaDetailQuery, mediaKey } from '../media-queries'
import type { MediaListQuery } from '../media-search'
import { MediaThumbnail } from './media-thumbnail'

/** /admin/media/<id>: the image, its files, where it is used, its alt text in five languages, and its deletion. */
export function MediaDetail({ id }: { id: number }) {
  const detail = useQuery(mediaDetailQuery(id))
  const locale = getLocale()
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'media', view: 'list' }} label={m.admin_media_back()} />}
      notFound={m.admin_media_not_found()}
    >
      {({ item, usedBy }) => (
        <RecordColumns>
          <div>
            <AltForm key={item.id} item={item} onReload={() => void detail.refetch()} />
          </div>
          <Panel aria-labelledby="media-heading">
            <h2 id="media-heading">{item.originalName}</h2>
            <Preview>
              <MediaThumbnail
                item={item}
                alt={item.alt[locale] ?? item.alt[baseLocale] ?? ''}
                sizes="(min-width: 1200px) 480px, 100vw"
              />
            </Preview>
            <Fields>
              <dt>{m.admin_media_size()}</dt>
              <dd>{m.admin_media_dimensions({ width: formatNumber(item.width), height: formatNumber(item.height) })}</dd>
              <dt>{m.admin_media_files()}</dt>
              <dd>{m.admin_media_files_made({ count: formatNumber(item.files.length) })}</dd>
              <dt>{m.admin_media_uploaded()}</dt>
              <dd>
                {formatTimestamp(item.createdAt, locale)}
                {item.createdBy ? ` · ${item.createdBy}` : ''}
              </dd>
              <dt>{m.admin_media_used_in()}</dt>
              <dd data-testid="media-used-by">{usedBy.length ? <UseList uses={usedBy} /> : m.admin_media_unused()}</dd>
            </Fields>
            <RemoveButton item={item} uses={usedBy.length} />
          </Panel>
        </RecordColumns>
      )}
    </RecordView>
  )
}

function UseList({ uses }: { uses: MediaUse[] }) {
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.contentType}-${use.itemId}`}>
          {use.title || `#${use.itemId}`} ({use.contentType} #{use.itemId})
        </li>
      ))}
    </ul>
  )
}

/**
 * The alt text in five languages side by side, saved on the version read: Korean makes the image usable. Someone
 * else's newer save is refused (STALE_RECORD) and what was typed stays; reloading shows theirs.
 */
function AltForm({ item, onReload }: { item: MediaItem; onReload: () => void }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [alt, setAlt] = useState<LocalizedDraft>(localizedDraftOf(item.alt))
  const [notice, setNotice] = useState('')
  const [errors, setErrors] = useState<Partial<LocalizedDraft>>({})

  function save(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const problems: Partial<LocalizedDraft> = {}
    if (!alt[baseLocale].trim()) problems[baseLocale] = m.admin_media_alt_required()
    const faults = localizedTextFaults(mediaEndpoints.updateAlt, 'alt', alt)
    for (const locale of locales) {
      const fault = faults[locale]
      if (fault) problems[locale] = textFaultMessages[fault]()
      else if (alt[locale].trim().length > MEDIA_ALT_MAX_LENGTH) {
        problems[locale] = m.admin_media_alt_too_long({ max: formatNumber(MEDIA_ALT_MAX_LENGTH) })
      }
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      document.getElementById(`media-alt-${Object.keys(problems)[0]}`)?.focus()
      return
    }
    void action.run(
      () => changeStaff('mediaUpdateAlt', { params: { id: item.id }, body: { version: item.version, alt } }),
      async (saved) => {
        queryClient.setQueryData(mediaDetailQuery(item.id).queryKey, (current) =>
          current ? { ...current, item: saved } : current,
        )
        void queryClient.invalidateQueries({ queryKey: mediaKey })
        setNotice(m.admin_media_alt_saved())
      },
    )
  }

  return (
    <Panel aria-labelledby="media-alt-heading">
      <h2 id="media-alt-heading">{m.admin_media_alt_heading()}</h2>
      <p className="hint">{m.admin_media_alt_hint()}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} onReload={onReload} />
      <PanelForm onSubmit={save} noValidate>
        <LocalizedTextFields
          id="media-alt"
          label={m.admin_media_alt_label()}
          value={alt}
          onChange={setAlt}
          max={MEDIA_ALT_MAX_LENGTH}
          errors={errors}
          multiline
        />
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined} aria-busy={action.pending || undefined}>
            {action.pending ? m.admin_saving() : m.admin_media_save()}
          </Button>
          <span role="status" data-testid="media-alt-notice">
            {notice}
          </span>
        </div>
      </PanelForm>
    </Panel>
  )
}

/** Deletes the image after a confirmation that says where it is used (those pages then leave it out). */
function RemoveButton({ item, uses }: { item: MediaItem; uses: number }) {
  const queryClient = useQueryClient()
  const navigate = useConsoleNavigate()
  return (
    <DeleteAfterConfirming
      label={m.admin_media_delete()}
      title={m.admin_media_delete_title()}
      confirmLabel={m.admin_media_delete_confirm()}
      remove={() => changeStaff('mediaRemove', { params: { id: item.id } })}
      onRemoved={async () => {
        const state = deletionHandOff(queryClient, mediaKey, item.id, item.originalName)
        const search = listQueryHolding<MediaListQuery>(queryClient, mediaKey, item.id)
        await queryClient.invalidateQueries({ queryKey: mediaKey })
        await navigate({ section: 'media', view: 'list', search }, { state })
      }}
    >
      <p>
        {uses > 0
          ? m.admin_media_delete_used({ count: formatNumber(uses), name: item.originalName })
          : m.admin_media_delete_unused({ name: item.originalName })}
      </p>
    </DeleteAfterConfirming>
  )
}

const Preview = styled.div`
  margin: 0 0 12px;
  img {
    background: ${colors.surface};
    height: auto;
    max-height: 60vh;
    object-fit: contain;
    width: 100%;
  }
`
