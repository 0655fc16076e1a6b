import { styled } from '@linaria/react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { acceptedMediaTypes, type MediaItem, mediaUploadLimits } from '~/api/contract/media-endpoints'
import { colors } from '~/components/styles/theme'
import { buttonLook } from '~/components/ui/button-look'
import { formatFileSize } from '~/i18n/file-size-format'
import { formatNumber } from '~/i18n/format'
import { formatPixelCount } from '~/i18n/pixel-count-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { uploadImage } from '../upload-image'

interface Sending {
  key: number
  name: string
  /** 0 to 1 while the bytes leave; 1 while the server makes the files. */
  progress: number
  state: 'waiting' | 'sending' | 'done' | 'existing' | 'refused'
  message?: string
}

interface MediaUploadZoneProps {
  /** Told of each image the library now holds (a new one, or the one it already had of the same bytes). */
  onUploaded: (item: MediaItem, created: boolean) => void
  /** One file at a time (the picker's shortcut); the library takes several. */
  single?: boolean
}

/** What the library takes, its limits in the words its refusals use (the backend checks them). */
function limitsText(): string {
  const locale = getLocale()
  return m.admin_media_limits({
    size: formatFileSize(mediaUploadLimits.maxBytes, locale),
    pixels: formatPixelCount(mediaUploadLimits.maxPixels, locale),
  })
}

/**
 * Drop images here or choose them with the button: each is sent in turn, with its progress, and what the library
 * answered (added, already there, or refused and why) stays listed, announced politely to screen readers.
 */
export function MediaUploadZone({ onUploaded, single = false }: MediaUploadZoneProps) {
  const inputId = useId()
  const [queue, setQueue] = useState<Sending[]>([])
  const [over, setOver] = useState(false)
  const next = useRef(0)
  const busy = queue.some((entry) => entry.state === 'waiting' || entry.state === 'sending')

  const update = (key: number, patch: Partial<Sending>) =>
    setQueue((entries) => entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)))

  async function send(files: File[]) {
    const chosen = single ? files.slice(0, 1) : files
    if (chosen.length === 0) return
    const entries = chosen.map((file) => ({ key: next.current++, name: file.name, progress: 0, state: 'waiting' as const }))
    setQueue((current) => [...entries, ...current.filter((entry) => entry.state !== 'done' && entry.state !== 'existing')])
    for (const [index, file] of chosen.entries()) {
      const key = entries[index]?.key ?? -1
      update(key, { state: 'sending' })
      const outcome = await uploadImage(file, (progress) => update(key, { progress }))
      if (outcome.ok) {
        update(key, { state: outcome.created ? 'done' : 'existing', progress: 1 })
        onUploaded(outcome.item, outcome.created)
      } else {
        update(key, { state: 'refused', message: outcome.message })
      }
    }
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setOver(false)
    if (!busy) void send([...event.dataTransfer.files])
  }

  return (
    <Zone
      data-over={over || undefined}
      data-testid="media-upload-zone"
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>{single ? m.admin_media_drop_one() : m.admin_media_drop()}</p>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={acceptedMediaTypes.join(',')}
        multiple={!single}
        disabled={busy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          void send(files)
        }}
      />
      <label htmlFor={inputId} className="choose" aria-disabled={busy || undefined}>
        {single ? m.admin_media_choose_one() : m.admin_media_choose()}
      </label>
      <p className="hint">{limitsText()}</p>
      <ul aria-live="polite" data-testid="media-upload-status">
        {queue.map((entry) => (
          <li key={entry.key} data-state={entry.state}>
            <span className="name">{entry.name}</span> {entry.state === 'waiting' ? m.admin_media_waiting() : null}
            {entry.state === 'sending' ? (
              entry.progress < 1 ? (
                <>
                  <progress value={entry.progress} max={1} aria-label={m.admin_media_sending({ name: entry.name })} />{' '}
                  {m.admin_media_percent({ percent: formatNumber(Math.round(entry.progress * 100)) })}
                </>
              ) : (
                m.admin_media_processing()
              )
            ) : null}
            {entry.state === 'done' ? m.admin_media_added() : null}
            {entry.state === 'existing' ? m.admin_media_already_there() : null}
            {entry.state === 'refused' ? <span role="alert">{entry.message}</span> : null}
          </li>
        ))}
      </ul>
    </Zone>
  )
}

const Zone = styled.div`
  border: 2px dashed ${colors.thirdSoft};
  border-radius: 8px;
  margin: 0 0 16px;
  padding: 16px;
  text-align: center;
  &[data-over] {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
  }
  p {
    margin: 0 0 8px;
  }
  .choose {
    ${buttonLook}
    border: 1px solid ${colors.primary};
    display: inline-flex;
    align-items: center;
    padding: 10px 20px;
  }
  input:focus-visible + .choose {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .choose[aria-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .hint {
    color: ${colors.textMuted};
    font-size: 14px;
    margin: 8px 0 0;
  }
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    text-align: start;
  }
  li {
    padding: 4px 0;
  }
  li[data-state='refused'] {
    color: ${colors.error};
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
